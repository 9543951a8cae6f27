import { useParams, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { usePaymentConfig } from '@/features/checkout/api/get-payment-config';
import { SandboxCardFields } from '@/features/checkout/payment/sandbox-card-fields';
import { validateSandboxCard } from '@/features/checkout/payment/sandbox-card';
import { QuoteScreen } from '@/features/quotes/components/quote-screen';
import type { SandboxCardKit } from '@/features/quotes/components/quote-payment';
import en from '@/features/quotes/messages/en.json';
import checkoutEn from '@/features/checkout/messages/en.json';
import type { ProvinceCode } from '@crystal/shared/provinces';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);
const checkoutT = createTranslator(checkoutEn);

/** The checkout's TEST MODE card form, handed to the quote page: the two features meet here. */
const sandboxCard: SandboxCardKit = { Fields: SandboxCardFields, validate: (card) => validateSandboxCard(card) };

/** /quote/{token}: a quote for custom work, opened from its mailed link, paid with the shop's card form. */
export function Component() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const config = usePaymentConfig();
  return (
    <>
      <Seo title={t('seoTitle')} description={t('seoDescription')} path={paths.quote('')} noindex />
      <QuoteScreen
        token={token}
        provider={config.data?.provider}
        publishableKey={config.data?.publishableKey}
        sandboxCard={sandboxCard}
        contactPath={paths.contact}
        provinceLabel={(code: ProvinceCode) => checkoutT(`prov${code}`)}
        // Back from Stripe's confirmation (its return address is this page).
        paidByRedirect={search.get('redirect_status') === 'succeeded'}
      />
    </>
  );
}
