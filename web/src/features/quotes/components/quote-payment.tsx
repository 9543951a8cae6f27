import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { normalizePostalCode } from '@crystal/shared/postal-code';
import type { QuotePage, QuotePart, QuotePaymentRequestBody } from '@crystal/shared/schemas/quote';
import { errorMessage } from '@/lib/api-client';
import { formatCadCents, decimalStringToCents } from '@/lib/format';
import { translateServerMessage } from '@/lib/server-messages/translate-server-message';
import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import { createQuotePaymentIntent } from '../api/create-quote-payment-intent';
import { confirmQuoteSandbox } from '../api/confirm-quote-sandbox';
import en from '../messages/en.json';

const t = createTranslator(en);

/** What the checkout's TEST MODE card form offers; the app's route hands it in (features never meet). */
export type SandboxCard = { number: string; expiry: string; cvc: string };
export type SandboxCardErrors = Partial<Record<keyof SandboxCard, string>>;
export type SandboxCardKit = {
  Fields: ComponentType<{ card: SandboxCard; errors: SandboxCardErrors; onChange: (card: SandboxCard) => void }>;
  validate: (card: SandboxCard) => SandboxCardErrors;
};

export type ShopperDetails = { street: string; city: string; postalCode: string; phone: string };
export type PaidState = { part: QuotePart; orderId?: number };

type DetailsErrors = Partial<Record<keyof ShopperDetails, string>>;

type Props = {
  token: string;
  quote: QuotePage;
  provider: 'stripe' | 'sandbox' | undefined;
  publishableKey?: string;
  sandboxCard: SandboxCardKit;
  onPaid: (paid: PaidState) => void;
  /** The first payment asks where to ship; the balance asks nothing. */
  detailsForm?: ComponentType<{ details: ShopperDetails; errors: DetailsErrors; onChange: (d: ShopperDetails) => void }>;
  validateDetails?: (d: ShopperDetails) => DetailsErrors;
};

/** The request's details: the address in the quote's province (and a phone unless the quote has one), or nothing for the balance. */
function intentBody(quote: QuotePage, details: ShopperDetails, withDetails: boolean): QuotePaymentRequestBody {
  if (!withDetails) return {};
  return {
    ...(quote.phoneOnFile ? {} : { customerPhone: details.phone.trim() }),
    shippingAddress: { street: details.street.trim(), city: details.city.trim(), province: quote.province as NonNullable<QuotePaymentRequestBody['shippingAddress']>['province'], postalCode: normalizePostalCode(details.postalCode) },
  };
}

/** The quote page's return address after Stripe's confirmation: the same page, marked paid. */
const returnUrl = () => `${window.location.origin}${window.location.pathname}?redirect_status=succeeded`;

function PayForm({ quote, busy, error, onSubmit, details, card }: { quote: QuotePage; busy: boolean; error?: string; onSubmit: (e: FormEvent) => void; details?: ReactNode; card: ReactNode }) {
  const amount = formatCadCents(decimalStringToCents(quote.amountDue ?? '0.00'));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('payment')}>
      {details}
      <section className="card space-y-4 p-4 sm:p-6" aria-labelledby="quote-payment">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="quote-payment" className="text-lg font-semibold">
            {t('payment')}
          </h2>
          <p>
            {t('dueNow')} <strong data-testid="quote-due">{amount}</strong>
          </p>
        </div>
        {card}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t('processing') : t('payButton', { amount })}
        </button>
      </section>
    </form>
  );
}

function useDetails(validate?: (d: ShopperDetails) => DetailsErrors) {
  const [details, setDetails] = useState<ShopperDetails>({ street: '', city: '', postalCode: '', phone: '' });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const check = () => {
    const found = validate?.(details) ?? {};
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(first === 'postalCode' ? 'quote-postal' : `quote-${first}`)?.focus();
    return Object.keys(found).length === 0;
  };
  return { details, setDetails, errors, check };
}

/** The sandbox's TEST MODE card: no real card is charged; the server sends the signed event itself. */
function SandboxPay({ token, quote, sandboxCard, onPaid, detailsForm: Details, validateDetails }: Props) {
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<SandboxCardErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const d = useDetails(validateDetails);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const detailsOk = d.check();
    const found = sandboxCard.validate(card);
    setCardErrors(found);
    if (!detailsOk || Object.keys(found).length) return;
    setBusy(true);
    setError(undefined);
    try {
      const intent = await createQuotePaymentIntent(token, intentBody(quote, d.details, Boolean(Details)));
      const result = await confirmQuoteSandbox(token, { clientSecret: intent.clientSecret, cardNumber: card.number, expiry: card.expiry, cvc: card.cvc });
      if (result.status === 'succeeded') return onPaid({ part: intent.part, orderId: result.orderId });
      setCardErrors({ number: result.error.message });
      setError(translateServerMessage(result.error.message, t('paymentFailed')));
    } catch (err) {
      setError(translateServerMessage(errorMessage(err, t('paymentFailed')), t('paymentFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PayForm
      quote={quote}
      busy={busy}
      error={error}
      onSubmit={submit}
      details={Details && <Details details={d.details} errors={d.errors} onChange={d.setDetails} />}
      card={<sandboxCard.Fields card={card} errors={cardErrors} onChange={(next) => (setCard(next), Object.keys(cardErrors).length && setCardErrors({}))} />}
    />
  );
}

function StripeForm({ token, quote, detailsForm: Details, validateDetails }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const d = useDetails(validateDetails);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements || !ready || !d.check()) return;
    setBusy(true);
    setError(undefined);
    try {
      const { error: invalid } = await elements.submit();
      if (invalid) return;
      const intent = await createQuotePaymentIntent(token, intentBody(quote, d.details, Boolean(Details)));
      const { error: failed } = await stripe.confirmPayment({ elements, clientSecret: intent.clientSecret, confirmParams: { return_url: returnUrl() } });
      // Without an error Stripe has already gone to the return address.
      if (failed) setError(failed.message ?? t('paymentFailed'));
    } catch (err) {
      setError(translateServerMessage(errorMessage(err, t('paymentFailed')), t('paymentFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <PayForm
      quote={quote}
      busy={busy || !ready}
      error={error}
      onSubmit={submit}
      details={Details && <Details details={d.details} errors={d.errors} onChange={d.setDetails} />}
      card={<PaymentElement onReady={() => setReady(true)} />}
    />
  );
}

/** Stripe's Payment Element for what the link pays, in the page's language. */
function StripePay(props: Props & { publishableKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    loadStripe(props.publishableKey).then(setStripe, () => setStripe(null));
  }, [props.publishableKey]);
  if (stripe === null) return <p role="alert">{t('loadError')}</p>;
  if (!stripe) return <p role="status" className="text-muted">{t('loading')}</p>;
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: Math.max(50, decimalStringToCents(props.quote.amountDue ?? '0.00')),
        currency: 'cad',
        ...(currentLocale() === 'fr' ? { locale: 'fr-CA' as const } : {}),
        appearance: { theme: 'stripe', variables: { colorPrimary: '#5b2a86', borderRadius: '8px' } },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

/** The card form the shop's payment provider calls for: Stripe's Payment Element in AWS, the sandbox locally. */
export function QuotePayment(props: Props) {
  if (props.provider === 'sandbox') return <SandboxPay {...props} />;
  if (props.provider === 'stripe' && props.publishableKey) return <StripePay {...props} publishableKey={props.publishableKey} />;
  return (
    <p role="status" className="text-muted">
      {t('loading')}
    </p>
  );
}
