import { useEffect, useState } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { CheckoutFormView } from '../components/checkout-form';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { EtsyFallback } from '../components/etsy-fallback';
import type { PaymentMethod } from './payment-method';
import type { OfferTerms } from '@crystal/shared/money/price-reductions';
import { currentLocale } from '@/i18n/i18n';
import { routerBasename } from '@/i18n/locale';

type Props = { publishableKey: string; items: CartLine[]; cartPath: string; onPaid: (orderId: number) => void; offer?: OfferTerms };

/**
 * Stripe's return address after confirmation, in the page's language:
 * {origin}{base}order-confirmation?order_id={id}, or {origin}{base}fr/order-confirmation?... in French.
 */
const returnUrl = (orderId: number) =>
  `${window.location.origin}${routerBasename(currentLocale()).replace(/\/$/, '')}/order-confirmation?order_id=${orderId}`;

function StripeForm({ items, cartPath, onPaid, offer, onTotalChange, onLoadError }: Omit<Props, 'publishableKey'> & { onTotalChange: (c: number) => void; onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const payment: PaymentMethod = {
    ready: Boolean(stripe && elements && elementReady),
    async collect() {
      // Validates the Payment Element; Stripe shows its own messages inline.
      const { error } = await elements!.submit();
      return !error;
    },
    async confirm({ orderId, clientSecret }) {
      const { error } = await stripe!.confirmPayment({ elements: elements!, clientSecret, confirmParams: { return_url: returnUrl(orderId) } });
      // Without an error Stripe has already redirected to the return URL.
      return error ? { ok: false, message: error.message } : { ok: true };
    },
  };
  return (
    <CheckoutFormView
      items={items}
      payment={payment}
      cartPath={cartPath}
      onPaid={onPaid}
      offer={offer}
      onTotalChange={onTotalChange}
      paymentSection={<PaymentElement onReady={() => setElementReady(true)} onLoadError={onLoadError} />}
    />
  );
}

/**
 * Stripe's deferred-intent flow: Elements in 'payment' mode with the previewed amount; on submit the
 * order is created, then its intent, then the payment confirmed. Loaded only on the checkout route.
 */
export default function StripeCheckout({ publishableKey, ...props }: Props) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [amount, setAmount] = useState(100);

  useEffect(() => {
    let live = true;
    loadStripe(publishableKey)
      .then((s) => live && (s ? setStripe(s) : setFailed(true)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (failed) return <EtsyFallback cartPath={props.cartPath} />;
  if (!stripe) return <CheckoutSkeleton />;
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: Math.max(50, amount),
        currency: 'cad',
        // Stripe's own labels and card messages in French on the French site (English: as before).
        ...(currentLocale() === 'fr' ? { locale: 'fr-CA' as const } : {}),
        appearance: { theme: 'stripe', variables: { colorPrimary: '#5b2a86', borderRadius: '8px' } },
      }}
    >
      <StripeForm {...props} onTotalChange={setAmount} onLoadError={() => setFailed(true)} />
    </Elements>
  );
}
