import { anyAvailable, bestUnits, poolStock, valueAvailable, type ChoiceProduct, type ValuePick } from './product-stock';

/**
 * The counts built on the availability rule (product-stock.ts): what a cart or order line draws on, how
 * many of a piece can be bought across its choices, its sold-out values, and its state as each channel
 * words it. Apart from the rule because only the product page, the cart, the order and the servers ask them.
 */

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

/** How many of the piece as chosen can be bought now. */
export const availableUnits = (product: ChoiceProduct, picks: readonly ValuePick[]) =>
  Math.min(...stockDraws(product, picks).map((d) => d.stock));

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
