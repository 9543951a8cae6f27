import { computeTotals, type Totals, type TaxScope } from '@crystal/shared/tax';
import { priceShipping, FREE_SHIPPING_EVERYWHERE, type ShippingSettings } from '@crystal/shared/money/price-shipping';
import { decimalStringToCents, roundCents } from '@crystal/shared/money';
import type { ProvinceCode } from '@crystal/shared/provinces';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { CreateQuote } from '@crystal/shared/schemas/quote';

export type PricedQuote = Totals & {
  lines: { description: string; priceCents: number }[];
  depositPercent: number | null;
  depositCents: number | null;
};

/**
 * The shop's shipping settings: the artisan's own once the settings carry them (issue 32's shipping),
 * else today's default, free on every order. The one place a quote reads them.
 */
export function shippingSettingsOf(settings: ShopSettings): ShippingSettings {
  return (settings as ShopSettings & { shipping?: ShippingSettings }).shipping ?? FREE_SHIPPING_EVERYWHERE;
}

/**
 * A quote priced by the same rules as checkout: shipping from the shared shipping rule on the goods, tax by
 * the destination province on goods plus shipping (computeTotals), GST/HST only with a number and provincial tax only where registered.
 * The deposit is the percentage of the total, rounded to the cent; the balance is the rest.
 */
export function priceQuote(
  input: Pick<CreateQuote, 'lines' | 'depositPercent'> & { province: ProvinceCode },
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
