import type { ProductChoicesFields } from './schemas/product-options';

/**
 * Whether a piece can be bought: its own count, its values' own stock, or a made-to-order piece's open
 * units. The counts built on this rule (what a line draws on, the units across choices, the state each
 * channel words) are in product-stock-counts.ts, and the choices themselves in product-choices.ts: every
 * listing and badge asks this, so the shop's first screen loads this alone.
 */

/** What a choice and its stock need of the piece: its options, questions, made-to-order state and stock. */
export type ChoiceProduct = ProductChoicesFields & { stockQuantity: number };

/** A chosen value: the option's index and the value's index in the piece's lists. */
export type ValuePick = { option: number; value: number };

/** The piece's own count: its stock, or for a made-to-order piece the units the artisan has open. */
export const poolStock = (product: ChoiceProduct) =>
  product.madeToOrder ? (product.madeToOrder.openUnits ?? 0) : product.stockQuantity;

/**
 * THE availability rule (docs/decisions/0091-one-availability-rule.md): whether a piece, or one value of
 * it, can be bought, and how many. Cards, the product page, structured data, filters, the sitemap, the
 * guide, the admin's lists and checkout all ask these, so they never disagree. A value that keeps its own
 * count draws on it alone; a choice with no such value draws on the piece's own count (or, made to order,
 * its open units). So when every value that keeps its own count is at 0, a ring whose sizes all keep
 * their counts is sold out, whatever its own count says.
 */

/** The most units any full choice can buy, with option `fixed.option` held to `fixed.value` when given. */
export function bestUnits(product: ChoiceProduct, fixed?: ValuePick): number {
  const pool = poolStock(product);
  const options = (product.options ?? []).map((o, option) =>
    fixed && fixed.option === option ? o.values.filter((_, value) => value === fixed.value) : o.values,
  );
  if (options.some((values) => values.length === 0)) return 0;
  // Per option: the best value with its own count, and whether a value without one can be chosen.
  const counted = options.map((values) => Math.max(-Infinity, ...values.flatMap((v) => (v.stockQuantity === undefined ? [] : [v.stockQuantity]))));
  const free = options.map((values) => values.some((v) => v.stockQuantity === undefined));
  const forced = counted.filter((_, i) => !free[i]);
  // Every option can take a value without its own count: the piece's count, or the best single counted value.
  if (forced.length === 0) return Math.max(0, pool, ...counted.filter(Number.isFinite));
  return Math.max(0, Math.min(...forced));
}

/** How many can be bought with this value chosen: the most any full choice holding it can buy. */
export const valueUnits = (product: ChoiceProduct, pick: ValuePick) => bestUnits(product, pick);

/** Whether the piece can be bought with this value chosen (a size sold out reads false). */
export const valueAvailable = (product: ChoiceProduct, pick: ValuePick) => bestUnits(product, pick) > 0;

/** Whether any of the piece can be bought: some full choice has units left. */
export const anyAvailable = (product: ChoiceProduct) => bestUnits(product) > 0;
