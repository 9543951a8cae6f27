import type { ChosenOptions } from './schemas/product-options';
import { anyAvailable, valueUnits, type ChoiceProduct, type ValuePick } from './product-stock';

/**
 * What a back-in-stock request waits for (issue 47 build 4): the whole piece (no options: any choice
 * that can be bought), or one value of an option ("size 7"), or several. By THE availability rule
 * (product-stock.ts), so the request's form, the refusal of an in-stock value and the notice agree.
 */

/** The picks named by `wanted` on the piece; undefined when it names an option or value the piece lacks. */
export function wantedPicks(product: ChoiceProduct, wanted: ChosenOptions | undefined): ValuePick[] | undefined {
  const picks: ValuePick[] = [];
  for (const [name, chosen] of Object.entries(wanted ?? {})) {
    const option = (product.options ?? []).findIndex((o) => o.name === name);
    const value = option < 0 ? -1 : product.options![option]!.values.findIndex((v) => v.value === chosen);
    if (value < 0) return undefined;
    picks.push({ option, value });
  }
  return picks;
}

/** How many of what is wanted can be bought now: the fewest any wanted value allows (0 when it is no longer on the piece). */
export function wantedUnits(product: ChoiceProduct, wanted: ChosenOptions | undefined): number {
  const picks = wantedPicks(product, wanted);
  if (!picks) return 0;
  if (picks.length === 0) return anyAvailable(product) ? bestOf(product) : 0;
  return Math.min(...picks.map((pick) => valueUnits(product, pick)));
}

/** The most units a full choice can buy (0 when none). */
function bestOf(product: ChoiceProduct): number {
  const options = product.options ?? [];
  let best = 0;
  options.forEach((o, option) => o.values.forEach((_, value) => (best = Math.max(best, valueUnits(product, { option, value })))));
  return options.length ? best : valueUnitsOfPool(product);
}

const valueUnitsOfPool = (product: ChoiceProduct) => (product.madeToOrder ? (product.madeToOrder.openUnits ?? 0) : product.stockQuantity);

/** One spelling of what is wanted, by option name: `size=7` (empty for the whole piece). */
export const wantedKey = (wanted: ChosenOptions | undefined) =>
  Object.entries(wanted ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
