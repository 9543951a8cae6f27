import { useParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { ResumeCheckoutScreen } from '@/features/checkout/components/resume-checkout-screen';
import en from '@/features/checkout/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/** /checkout/resume/{token}: an unfinished checkout's reminder link (issue 47). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <Seo title={t('resumeTitle')} description={t('resumeDone')} path={paths.checkoutResume('')} noindex />
      <ResumeCheckoutScreen token={token} cartPath={paths.cart} checkoutPath={paths.checkout} />
    </>
  );
}
