import { TermsPage } from '@/features/pages/components/terms-page';

export function Component() {
  return <TermsPage />;
}
