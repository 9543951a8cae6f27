import { FinancingPage } from '@/features/pages/components/financing-page';
import { financingContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <FinancingPage content={financingContent.current()} />;
}
