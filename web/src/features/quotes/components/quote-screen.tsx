import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isPostalCode, normalizePostalCode } from '@crystal/shared/postal-code';
import type { ProvinceCode } from '@crystal/shared/provinces';
import type { QuotePage } from '@crystal/shared/schemas/quote';
import { ApiError } from '@/lib/api-client';
import { formatCadCents, decimalStringToCents } from '@/lib/format';
import { taxLineLabel } from '@/components/ui/tax-line-label';
import { currentLocaleTag } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import { useQuote } from '../api/get-quote';
import en from '../messages/en.json';
import { QuotePayment, type PaidState, type SandboxCardKit, type ShopperDetails } from './quote-payment';

const t = createTranslator(en);
const money = (decimal: string) => formatCadCents(decimalStringToCents(decimal));
const longDate = (day: string) => new Intl.DateTimeFormat(currentLocaleTag(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

export type QuoteScreenProps = {
  token: string;
  provider: 'stripe' | 'sandbox' | undefined;
  publishableKey?: string;
  sandboxCard: SandboxCardKit;
  contactPath: string;
  /** A province's name in the page's language (the checkout's own names, handed in by the route). */
  provinceLabel: (code: ProvinceCode) => string;
};

/** Why a link opens nothing: the server's 404, 409s and 410s, in the page's language. */
function linkProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return t('loadError');
  if (error.status === 404) return t('badLink');
  // Voided by the shop (issue 44 build 9): cancelled, or replaced by an updated quote with a new link.
  if (error.status === 410) return /cancelled/i.test(error.serverMessage ?? '') ? t('cancelled') : t('replaced');
  if (error.status === 409) {
    const message = error.serverMessage ?? '';
    if (/expired/i.test(message)) return t('expired');
    if (/no balance/i.test(message)) return t('noBalanceYet');
    return t('alreadyPaid');
  }
  return t('loadError');
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function QuoteSummary({ quote }: { quote: QuotePage }) {
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="quote-lines">
      <h2 id="quote-lines" className="sr-only">
        {t('total')}
      </h2>
      <ul className="divide-y divide-line">
        {quote.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-3 py-2" data-testid="quote-line">
            <span className="min-w-0 break-words">{l.description}</span>
            <span className="shrink-0 font-medium">{money(l.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        <Row label={t('subtotal')} value={money(quote.subtotal)} />
        <Row label={t('shipping')} value={quote.shipping === '0.00' ? t('free') : money(quote.shipping)} />
        {quote.taxLines.map((line) => (
          <Row key={line.name} label={taxLineLabel(line)} value={money(line.amount)} />
        ))}
        <Row label={t('total')} value={money(quote.total)} strong />
      </dl>
    </section>
  );
}

/** When the piece will be ready, as she promised it (none when she gave no date). */
function ReadyBy({ quote }: { quote: QuotePage }) {
  return quote.readyBy ? <p data-testid="quote-ready-by">{t('readyBy', { date: longDate(quote.readyBy) })}</p> : null;
}

function Terms({ quote }: { quote: QuotePage }) {
  if (quote.part === 'balance') return <p>{t('balanceTerms', { paid: money(quote.paid) })}</p>;
  return (
    <>
      <p>
        {quote.depositPercent !== null && quote.deposit && quote.balance
          ? t('depositTerms', { percent: quote.depositPercent, deposit: money(quote.deposit), balance: money(quote.balance) })
          : t('wholeTerms')}
      </p>
      {quote.depositPercent !== null && quote.depositTerms && (
        <p data-testid="quote-deposit-terms">
          <strong>{quote.depositTerms.refundable ? t('depositRefundable') : t('depositNotRefundable')}</strong> {quote.depositTerms.text}
        </p>
      )}
      <ReadyBy quote={quote} />
      <p className="text-sm text-muted">{t('payableUntil', { date: longDate(quote.expiresOn) })}</p>
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">{children}</div>;
}

/**
 * The thank-you, brought into view and focused when it replaces the form (issue 44 build 8): the shopper
 * paid at the foot of a long page, and the thank-you was drawn off-screen above her.
 */
function Paid({ paid }: { paid: PaidState }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="card scroll-mt-24 p-6 text-center" role="status" data-testid="quote-paid">
      <h1 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold outline-none">
        {t('paidTitle')}
      </h1>
      <p className="mt-3">
        {paid.orderId === undefined ? t('paidStripe') : paid.part === 'deposit' ? t('paidDeposit', { order: paid.orderId }) : t('paidFull', { order: paid.orderId })}
      </p>
    </div>
  );
}

/**
 * A quote opened from its mailed link, in the shopper's language: the lines and totals the server priced,
 * what is due now, where to ship it (first payment), and the card form.
 */
export function QuoteScreen({ token, provider, publishableKey, sandboxCard, contactPath, provinceLabel, paidByRedirect }: QuoteScreenProps & { paidByRedirect: boolean }) {
  const quote = useQuote(token);
  const [paid, setPaid] = useState<PaidState | undefined>(paidByRedirect ? { part: 'full' } : undefined);

  if (paid) {
    return (
      <Frame>
        <Paid paid={paid} />
      </Frame>
    );
  }
  if (quote.isPending) {
    return (
      <Frame>
        <p role="status" className="text-muted">
          {t('loading')}
        </p>
      </Frame>
    );
  }
  if (quote.isError) {
    return (
      <Frame>
        <div className="card p-6 text-center" role="alert" data-testid="quote-problem">
          <p>{linkProblem(quote.error)}</p>
          <Link to={contactPath} className="btn-outline mt-4 inline-flex">
            {t('contactUs')}
          </Link>
        </div>
      </Frame>
    );
  }
  const q = quote.data;
  return (
    <Frame>
      <h1 className="text-3xl font-semibold">{t('title', { id: q.id })}</h1>
      <p className="mt-2">{t('intro', { name: q.customerName })}</p>
      <div className="mt-6 space-y-6">
        <QuoteSummary quote={q} />
        <div className="space-y-2">
          <Terms quote={q} />
        </div>
        <QuotePayment
          token={token}
          quote={q}
          provider={provider}
          publishableKey={publishableKey}
          sandboxCard={sandboxCard}
          onPaid={setPaid}
          validateDetails={q.part === 'balance' ? undefined : (d) => validateDetails(d, !q.phoneOnFile)}
          detailsForm={q.part === 'balance' ? undefined : (props) => <ShipToFields {...props} province={provinceLabel(q.province as ProvinceCode)} askPhone={!q.phoneOnFile} />}
        />
      </div>
    </Frame>
  );
}

type DetailsErrors = Partial<Record<'street' | 'city' | 'postalCode' | 'phone', string>>;

/** The first payment's shipping address, and phone when the quote has none, checked before any call (the server checks again). */
function validateDetails(d: ShopperDetails, askPhone: boolean): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!d.street.trim()) errors.street = t('streetRequired');
  if (!d.city.trim()) errors.city = t('cityRequired');
  if (!isPostalCode(normalizePostalCode(d.postalCode))) errors.postalCode = t('postalRequired');
  if (askPhone && d.phone.replace(/\D/g, '').length < 10) errors.phone = t('phoneRequired');
  return errors;
}

export type DetailsFormProps = { details: ShopperDetails; errors: DetailsErrors; onChange: (d: ShopperDetails) => void };

function Input({ id, label, error, value, onChange, ...rest }: { id: string; label: string; error?: string; value: string; onChange: (v: string) => void; autoComplete: string; inputMode?: 'tel' | 'text' }) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function ShipToFields({ details, errors, onChange, province, askPhone }: DetailsFormProps & { province: string; askPhone: boolean }) {
  const set = (patch: Partial<ShopperDetails>) => onChange({ ...details, ...patch });
  return (
    <fieldset className="card space-y-4 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{t('shipTo')}</legend>
      <Input id="quote-street" label={t('street')} error={errors.street} value={details.street} onChange={(street) => set({ street })} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id="quote-city" label={t('city')} error={errors.city} value={details.city} onChange={(city) => set({ city })} autoComplete="address-level2" />
        <Input id="quote-postal" label={t('postalCode')} error={errors.postalCode} value={details.postalCode} onChange={(postalCode) => set({ postalCode })} autoComplete="postal-code" />
      </div>
      <p className="text-sm text-muted">{t('provinceFixed', { province })}</p>
      {askPhone && <Input id="quote-phone" label={t('phone')} error={errors.phone} value={details.phone} onChange={(phone) => set({ phone })} autoComplete="tel" inputMode="tel" />}
    </fieldset>
  );
}

/** Submits once: the form's submit handler type, shared with the payment section. */
export type SubmitHandler = (e: FormEvent) => void;
export type DetailsForm = ComponentType<DetailsFormProps>;
