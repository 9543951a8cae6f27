import { SizeGuidePage } from '@/features/pages/components/size-guide-page';
import { SizeGuidePageFr } from '@/features/pages/french/size-guide-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <SizeGuidePageFr /> : <SizeGuidePage />;
}
