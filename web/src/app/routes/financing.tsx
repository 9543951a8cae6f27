import { FinancingPage } from '@/features/pages/components/financing-page';
import { FinancingPageFr } from '@/features/pages/french/financing-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <FinancingPageFr /> : <FinancingPage />;
}
