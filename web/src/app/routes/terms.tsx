import { TermsPage } from '@/features/pages/components/terms-page';
import { TermsPageFr } from '@/features/pages/french/terms-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <TermsPageFr /> : <TermsPage />;
}
