import { roundCents, type Cents } from './money/cents';
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
 * Which taxes the shop collects (docs/decisions/0090-tax-only-where-registered.md): GST/HST only when it
 * has a GST/HST number, and a provincial tax (PST, QST or RST) only in the provinces it has ticked.
 * `'all'` ticks every province (the local demo shop's setting, as the shop's checkout texts show).
 */
export type TaxScope = { gstHst: boolean; provinces: 'all' | readonly ProvinceCode[] };

/** Every tax everywhere: the local demo shop, and the checkout texts' worked examples. */
export const EVERY_TAX: TaxScope = { gstHst: true, provinces: 'all' };

/** The scope a shop's settings give: GST/HST with a number entered, provincial taxes where ticked. */
export function taxScopeOf(settings: { gstHstNumber: string; taxRegistrations: 'all' | readonly ProvinceCode[] }): TaxScope {
  return { gstHst: settings.gstHstNumber.trim() !== '', provinces: settings.taxRegistrations };
}

const PROVINCIAL_ONLY = new Set<TaxComponent['name']>(['PST', 'QST', 'RST']);

/** The provinces with a tax of their own apart from GST/HST, which a registration ticks one by one. */
export const PROVINCIAL_TAX_PROVINCES = (Object.keys(TAX_RATES) as ProvinceCode[]).filter((code) =>
  TAX_RATES[code].some(({ name }) => PROVINCIAL_ONLY.has(name)),
);

/** One line per tax, each rounded to the cent. */
export function computeTaxLines(subtotalCents: Cents, province: ProvinceCode, scope: TaxScope = EVERY_TAX): TaxLine[] {
  const registered = scope.provinces === 'all' || scope.provinces.includes(province);
  const components = TAX_RATES[province].filter(({ name }) => (PROVINCIAL_ONLY.has(name) ? registered : scope.gstHst));
  return components.map(({ name, rate }) => ({
    name,
    label: `${name} (${formatRate(rate)})`,
    rate,
    amountCents: roundCents(subtotalCents * rate),
  }));
}

/** Stripe's smallest card charge in CAD: an amount due by card is 0 or at least this (decision 0094). */
export const CARD_MINIMUM_CENTS = 50;

export type Totals = {
  subtotalCents: Cents;
  discountCents: Cents;
  /** Set when the discount asked for was lowered to leave the card minimum to pay: what was asked. */
  discountAskedCents?: Cents;
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
  scope: TaxScope = EVERY_TAX,
  shippingCents: Cents = 0,
): Totals {
  const priced = (discount: Cents) => {
    const goods = Math.max(0, subtotalCents - discount);
    const taxLines = computeTaxLines(goods + shippingCents, province, scope);
    const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
    return { subtotalCents, discountCents: discount, shippingCents, taxLines, taxCents, totalCents: goods + shippingCents + taxCents };
  };
  let totals: Totals = priced(discountCents);
  // A discount never leaves less than the card minimum to pay (decision 0094): it is lowered until the
  // total reaches it (each cent given back adds at least a cent), and the totals say what was asked.
  while (discountCents > 0 && totals.discountCents > 0 && totals.totalCents < CARD_MINIMUM_CENTS && subtotalCents + shippingCents >= CARD_MINIMUM_CENTS) {
    totals = { ...priced(Math.max(0, totals.discountCents - (CARD_MINIMUM_CENTS - totals.totalCents))), discountAskedCents: discountCents };
  }
  return totals;
}
