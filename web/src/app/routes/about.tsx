import { AboutPage } from '@/features/pages/components/about-page';
import { AboutPageFr } from '@/features/pages/french/about-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <AboutPageFr /> : <AboutPage />;
}
