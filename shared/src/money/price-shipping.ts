import { decimalStringToCents, type Cents } from './cents';
import type { ProvinceCode } from '../provinces';

/**
 * The artisan's shipping settings as the API and the settings item carry them (decimal strings, or null):
 * - `flatRate`: what an order ships for; null (or "0.00") ships every order free, the shop's default;
 * - `freeOver`: goods (after any discount) at or above this ship free; null: no threshold;
 * - `territoriesRate`: the rate to Yukon, the Northwest Territories and Nunavut; absent or null: the flat rate.
 * docs/decisions/0038-shipping-she-sets.md.
 */
export type ShippingSettings = { flatRate: string | null; freeOver: string | null; territoriesRate?: string | null };

/** Today's behaviour: free on every order, no threshold. */
export const FREE_SHIPPING_EVERYWHERE: ShippingSettings = { flatRate: null, freeOver: null, territoriesRate: null };

export const TERRITORIES: readonly ProvinceCode[] = ['NT', 'NU', 'YT'];

/** The settings in cents, each rate null when it is not set. */
export type ShippingRules = { flatRateCents: Cents; freeOverCents: Cents | null; territoriesRateCents: Cents | null };

export function shippingRulesOf(s: ShippingSettings): ShippingRules {
  const cents = (v: string | null | undefined) => (v == null ? null : decimalStringToCents(v));
  return { flatRateCents: cents(s.flatRate) ?? 0, freeOverCents: cents(s.freeOver), territoriesRateCents: cents(s.territoriesRate) };
}

/** Whether every order ships free wherever it goes (the default): then no page speaks of a threshold. */
export function shipsFreeEverywhere(s: ShippingSettings): boolean {
  const r = shippingRulesOf(s);
  return r.flatRateCents === 0 && (r.territoriesRateCents ?? 0) === 0;
}

/** The rate an order to this province pays below the threshold. */
function rateFor(rules: ShippingRules, province: ProvinceCode): Cents {
  return TERRITORIES.includes(province) && rules.territoriesRateCents !== null ? rules.territoriesRateCents : rules.flatRateCents;
}

/**
 * Shipping for an order, in cents: free at or above the threshold, else the destination's rate. `goodsCents`
 * is the goods after any discount (the threshold counts what the shopper pays for the pieces). An order
 * with no physical goods ships nothing; one whose goods a code took to zero still ships, and pays for it
 * (issue 44: `hasGoods`, from the goods before the discount). Checkout, the order and a quote all price
 * shipping here.
 */
export function priceShipping(goodsCents: Cents, province: ProvinceCode, settings: ShippingSettings, hasGoods = goodsCents > 0): Cents {
  if (!hasGoods) return 0;
  const rules = shippingRulesOf(settings);
  if (rules.freeOverCents !== null && goodsCents >= rules.freeOverCents) return 0;
  return rateFor(rules, province);
}

/**
 * How much more in goods would make this order ship free, or null when nothing would: it already ships
 * free, or there is no threshold.
 */
export function amountToFreeShipping(goodsCents: Cents, province: ProvinceCode, settings: ShippingSettings): Cents | null {
  const rules = shippingRulesOf(settings);
  if (rules.freeOverCents === null || priceShipping(goodsCents, province, settings) === 0) return null;
  return rules.freeOverCents - goodsCents;
}
