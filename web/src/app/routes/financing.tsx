import { FinancingPage } from '@/features/pages/components/financing-page';

export function Component() {
  return <FinancingPage />;
}
