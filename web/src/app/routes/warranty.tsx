import { WarrantyPage } from '@/features/pages/components/warranty-page';
import { WarrantyPageFr } from '@/features/pages/french/warranty-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <WarrantyPageFr /> : <WarrantyPage />;
}
