import { TermsPage } from '@/features/pages/components/terms-page';
import { termsContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <TermsPage content={termsContent.current()} />;
}
