import { PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { PrivacyPolicyPageFr } from '@/features/pages/french/privacy-policy-page-fr';
import { currentLocale } from '@/i18n/i18n';

export function Component() {
  return currentLocale() === 'fr' ? <PrivacyPolicyPageFr /> : <PrivacyPolicyPage />;
}
