import { centsToDecimalString } from '@crystal/shared/money';
import { parsePriceInput } from '@crystal/shared/money/parse-price-input';
import { priceQuote } from '@crystal/shared/money/price-quote';
import { FREE_SHIPPING_EVERYWHERE } from '@crystal/shared/money/price-shipping';
import type { ProvinceCode } from '@crystal/shared/provinces';
import type { DepositTerms } from '@crystal/shared/schemas/quote';
import { taxScopeOf } from '@crystal/shared/tax';
import { useShopSettings } from '../api/shop-settings';
import { money } from './format';

type Props = {
  lines: { description: string; price: string }[];
  province: ProvinceCode;
  deposit: number | null;
  /** When the piece will be ready (YYYY-MM-DD), and the deposit's terms, as the shopper's page and mail show them. */
  readyBy?: string | null;
  depositTerms?: DepositTerms | null;
};

const longDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });
/** A YYYY-MM-DD day as "December 15, 2026" (nothing for a day the picker has not finished). */
const readyDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(Date.parse(`${day}T12:00:00Z`)) ? longDay.format(new Date(`${day}T12:00:00Z`)) : null);

/**
 * The quote as the shopper will see it, live while she writes it (issue 45): subtotal, shipping, each tax
 * and the total for the province, and the deposit and balance, priced by the same shared priceQuote the
 * server sends it with, from her saved settings; then the deposit's terms and when the piece will be ready.
 */
export function QuotePreview({ lines, province, deposit, readyBy, depositTerms }: Props) {
  const settings = useShopSettings().data;
  if (!settings) return <p className="text-sm text-muted">Working out shipping and tax…</p>;
  const priced = priceQuote(
    { lines: lines.map((l) => ({ description: l.description, price: centsToDecimalString(parsePriceInput(l.price) ?? 0) })), province, depositPercent: deposit },
    taxScopeOf(settings),
    settings.shipping ?? FREE_SHIPPING_EVERYWHERE,
  );
  const row = (label: string, cents: number, testId?: string) => (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(centsToDecimalString(cents))}</dd>
    </div>
  );
  return (
    <section aria-label="What the shopper will see" className="rounded-lg border border-line bg-mist p-3 text-sm" data-testid="quote-preview">
      <h3 className="mb-2 font-semibold">What the shopper will see</h3>
      <dl className="space-y-1">
        {row('Subtotal', priced.subtotalCents)}
        {row('Shipping', priced.shippingCents, 'quote-preview-shipping')}
        {priced.taxLines.length ? priced.taxLines.map((t) => <div key={t.name}>{row(t.label, t.amountCents, 'quote-preview-tax')}</div>) : <p className="text-muted">No tax (none registered for this province in Settings)</p>}
        <div className="border-t border-line pt-1 font-semibold">{row('Total (CAD)', priced.totalCents, 'quote-preview-total')}</div>
        {priced.depositCents !== null && (
          <>
            {row(`Deposit (${priced.depositPercent}%), paid first`, priced.depositCents, 'quote-preview-deposit')}
            {row('Balance, paid when the piece is ready', priced.totalCents - priced.depositCents)}
          </>
        )}
      </dl>
      {priced.depositCents !== null && depositTerms && (
        <p className="mt-2" data-testid="quote-preview-deposit-terms">
          <strong>{depositTerms.refundable ? 'Refundable deposit:' : 'Non-refundable deposit:'}</strong> {depositTerms.text.trim()}
        </p>
      )}
      {readyBy && readyDay(readyBy) && (
        <p className="mt-2" data-testid="quote-preview-ready-by">
          Ready by {readyDay(readyBy)}
        </p>
      )}
    </section>
  );
}
