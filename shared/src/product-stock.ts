import type { ProductChoicesFields } from './schemas/product-options';

/**
 * How many of a piece can be bought: its own count, its values' own stock, or a made-to-order piece's open
 * units. Apart from the choices themselves (product-choices.ts), because every listing and badge asks it
 * while only the product page, the cart and the order check choices: the shop's first screen loads this alone.
 */

/** What a choice and its stock need of the piece: its options, questions, made-to-order state and stock. */
export type ChoiceProduct = ProductChoicesFields & { stockQuantity: number };

/** A chosen value: the option's index and the value's index in the piece's lists. */
export type ValuePick = { option: number; value: number };

/**
 * What a line draws on: each chosen value that keeps its own stock, or, when none does, the piece's own
 * count (its stock, or for a made-to-order piece its open units). `counter` names it: 'pool' or 'o<i>v<j>'.
 */
export type StockDraw = { counter: string; stock: number; pick?: ValuePick };

export function stockDraws(product: ChoiceProduct, picks: readonly ValuePick[]): StockDraw[] {
  const own = picks.flatMap((pick) => {
    const stock = product.options?.[pick.option]?.values[pick.value]?.stockQuantity;
    return stock === undefined ? [] : [{ counter: `o${pick.option}v${pick.value}`, stock, pick }];
  });
  return own.length ? own : [{ counter: 'pool', stock: poolStock(product) }];
}

/** The piece's own count: its stock, or for a made-to-order piece the units the artisan has open. */
export const poolStock = (product: ChoiceProduct) =>
  product.madeToOrder ? (product.madeToOrder.openUnits ?? 0) : product.stockQuantity;

/** How many of the piece as chosen can be bought now. */
export const availableUnits = (product: ChoiceProduct, picks: readonly ValuePick[]) =>
  Math.min(...stockDraws(product, picks).map((d) => d.stock));

/**
 * THE availability rule (docs/decisions/0091-one-availability-rule.md): whether a piece, or one value of
 * it, can be bought, and how many. Cards, the product page, structured data, filters, the sitemap, the
 * guide, the admin's lists and checkout all ask these, so they never disagree. A value that keeps its own
 * count draws on it alone; a choice with no such value draws on the piece's own count (or, made to order,
 * its open units). So when every value that keeps its own count is at 0, a ring whose sizes all keep
 * their counts is sold out, whatever its own count says.
 */

/** The most units any full choice can buy, with option `fixed.option` held to `fixed.value` when given. */
function bestUnits(product: ChoiceProduct, fixed?: ValuePick): number {
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

/**
 * How many of the piece can be bought across its choices: where a size (the first option whose values keep
 * their own counts) keeps its own count, the sum over its values; else what any choice can buy. 0 when
 * nothing can be bought. Product JSON gives it as `stockQuantity`, and the page states it before a size
 * is chosen.
 */
export function unitsAcross(product: ChoiceProduct): number {
  if (!anyAvailable(product)) return 0;
  const option = (product.options ?? []).findIndex((o) => o.values.some((v) => v.stockQuantity !== undefined));
  if (option < 0) return bestUnits(product);
  const values = product.options![option]!.values;
  const own = values.reduce((sum, v, value) => (v.stockQuantity === undefined ? sum : sum + bestUnits(product, { option, value })), 0);
  const uncounted = values.findIndex((v) => v.stockQuantity === undefined);
  return own + (uncounted < 0 ? 0 : bestUnits(product, { option, value: uncounted }));
}

/** The values of an option that are sold out now (a page names them before a size is chosen). */
export const soldOutValues = (product: ChoiceProduct, option: number) =>
  (product.options?.[option]?.values ?? []).filter((_, value) => !valueAvailable(product, { option, value })).map((v) => v.value);

export type Availability = 'in_stock' | 'made_to_order' | 'out_of_stock';

/** The piece's state as every channel words it: made to order while it has open units, in stock, or sold out. */
export function availabilityOf(product: ChoiceProduct): Availability {
  if (!anyAvailable(product)) return 'out_of_stock';
  return product.madeToOrder ? 'made_to_order' : 'in_stock';
}

/** schema.org's ItemAvailability for the state (structured data). */
export const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  made_to_order: 'https://schema.org/MadeToOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** Open Graph's `product:availability` for the state. */
export const OG_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'in stock',
  made_to_order: 'available for order',
  out_of_stock: 'out of stock',
};
