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
 * Whether any of the piece can be bought: a value with its own stock left, or its own count. Listings,
 * badges and alerts use it, so a made-to-order piece at stock 0 is not "sold out".
 */
export function anyAvailable(product: ChoiceProduct): boolean {
  if (poolStock(product) > 0) return true;
  // An option whose values all keep their own stock never draws on the piece's count.
  return (product.options ?? []).some((o) => o.values.some((v) => (v.stockQuantity ?? 0) > 0));
}
