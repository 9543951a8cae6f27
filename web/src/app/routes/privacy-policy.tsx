import { PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';
import { privacyPolicyContent } from '@/features/pages/content/page-contents';

export function Component() {
  return <PrivacyPolicyPage content={privacyPolicyContent.current()} />;
}
