import { JewelryCarePage } from '@/features/pages/components/jewelry-care-page';
import { JewelryCarePageFr } from '@/features/pages/french/jewelry-care-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <JewelryCarePageFr /> : <JewelryCarePage />;
}
