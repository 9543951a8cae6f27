import { roundCents, type Cents } from './money';
import type { ProvinceCode } from './provinces';

/**
 * Sales tax by destination province (docs/decisions/0006-tax-by-province.md), rates as published by the
 * Canada Revenue Agency and the provinces, in force from this date.
 */
export const TAX_TABLE_EFFECTIVE = '2025-04-01';

export type TaxComponent = { name: 'GST' | 'HST' | 'PST' | 'RST' | 'QST'; rate: number };

export const TAX_RATES: Record<ProvinceCode, TaxComponent[]> = {
  AB: [{ name: 'GST', rate: 0.05 }],
  BC: [{ name: 'GST', rate: 0.05 }, { name: 'PST', rate: 0.07 }],
  MB: [{ name: 'GST', rate: 0.05 }, { name: 'RST', rate: 0.07 }],
  NB: [{ name: 'HST', rate: 0.15 }],
  NL: [{ name: 'HST', rate: 0.15 }],
  NS: [{ name: 'HST', rate: 0.14 }],
  NT: [{ name: 'GST', rate: 0.05 }],
  NU: [{ name: 'GST', rate: 0.05 }],
  ON: [{ name: 'HST', rate: 0.13 }],
  PE: [{ name: 'HST', rate: 0.15 }],
  QC: [{ name: 'GST', rate: 0.05 }, { name: 'QST', rate: 0.09975 }],
  SK: [{ name: 'GST', rate: 0.05 }, { name: 'PST', rate: 0.06 }],
  YT: [{ name: 'GST', rate: 0.05 }],
};

export type TaxLine = { name: string; label: string; rate: number; amountCents: Cents };

function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}

/**
 * Where the shop is registered to collect a provincial sales tax (PST, QST or RST). GST/HST is always
 * charged; a provincial tax only where the shop is registered. `'all'` (the default) charges every
 * province's tax, the shop's behaviour before registrations were configurable.
 */
export type TaxRegistrations = 'all' | readonly ProvinceCode[];

const PROVINCIAL_ONLY = new Set<TaxComponent['name']>(['PST', 'QST', 'RST']);

/** One line per tax, each rounded to the cent. */
export function computeTaxLines(subtotalCents: Cents, province: ProvinceCode, registrations: TaxRegistrations = 'all'): TaxLine[] {
  const registered = registrations === 'all' || registrations.includes(province);
  const components = TAX_RATES[province].filter(({ name }) => registered || !PROVINCIAL_ONLY.has(name));
  return components.map(({ name, rate }) => ({
    name,
    label: `${name} (${formatRate(rate)})`,
    rate,
    amountCents: roundCents(subtotalCents * rate),
  }));
}

export type Totals = {
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxLines: TaxLine[];
  taxCents: Cents;
  totalCents: Cents;
};

/**
 * The order's totals: the discount comes off the goods only, shipping is added, and tax is charged on the
 * discounted goods plus shipping at the destination's rates, as Canada taxes shipping with the goods
 * (docs/decisions/0038-shipping-she-sets.md). Shipping is priced by shared/src/money/price-shipping.ts;
 * with the default settings it is 0.
 */
export function computeTotals(
  subtotalCents: Cents,
  province: ProvinceCode,
  discountCents = 0,
  registrations: TaxRegistrations = 'all',
  shippingCents: Cents = 0,
): Totals {
  const goods = Math.max(0, subtotalCents - discountCents);
  const taxLines = computeTaxLines(goods + shippingCents, province, registrations);
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return { subtotalCents, discountCents, shippingCents, taxLines, taxCents, totalCents: goods + shippingCents + taxCents };
}
