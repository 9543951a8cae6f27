import { computeTotals, type TaxScope, type Totals } from '../tax';
import { priceShipping, type ShippingSettings } from './price-shipping';
import { decimalStringToCents, roundCents } from './cents';
import type { ProvinceCode } from '../provinces';

export type PricedQuote = Totals & {
  lines: { description: string; priceCents: number }[];
  depositPercent: number | null;
  depositCents: number | null;
};

/**
 * A quote priced by the same rules as checkout: shipping from the shared shipping rule on the goods, tax by
 * the destination province on goods plus shipping (computeTotals), GST/HST only with a number and
 * provincial tax only where registered. The deposit is the percentage of the total, rounded to the cent;
 * the balance is the rest. The server prices the quote it sends with it, and the admin's editor shows the
 * same figures live, before she sends (issue 45).
 */
export function priceQuote(
  input: { lines: readonly { description: string; price: string }[]; depositPercent?: number | null; province: ProvinceCode },
  taxes: TaxScope,
  shipping: ShippingSettings,
): PricedQuote {
  const lines = input.lines.map((l) => ({ description: l.description, priceCents: decimalStringToCents(l.price) }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const shippingCents = priceShipping(subtotalCents, input.province, shipping);
  const totals = computeTotals(subtotalCents, input.province, 0, taxes, shippingCents);
  const depositPercent = input.depositPercent ?? null;
  const depositCents = depositPercent === null ? null : roundCents((totals.totalCents * depositPercent) / 100);
  return { ...totals, lines, depositPercent, depositCents };
}
