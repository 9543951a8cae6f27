import { ReturnsPage } from '@/features/pages/components/returns-page';
import { ReturnsPageFr } from '@/features/pages/french/returns-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <ReturnsPageFr /> : <ReturnsPage />;
}
