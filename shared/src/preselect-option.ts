import type { ChosenOptions, ProductChoicesFields } from './schemas/product-options';

/**
 * A product page's address may carry its first option's value already chosen: `?size=7` (a ring's size, a
 * necklace's length: whatever the piece's first option is). The shopping feeds link each size this way
 * (docs/decisions/0106-product-feeds.md); the page chooses it on arrival.
 */
export const PRESELECT_PARAM = 'size';

/** The address's query for a value of the piece's first option. */
export const preselectQuery = (value: string) => `?${PRESELECT_PARAM}=${encodeURIComponent(value)}`;

/** The choice a page's query string asks for: the first option set to the named value, when the piece has it. */
export function preselectedOptions(product: ProductChoicesFields, search: string): ChosenOptions {
  const wanted = new URLSearchParams(search).get(PRESELECT_PARAM);
  const option = product.options?.[0];
  if (wanted === null || !option || !option.values.some((v) => v.value === wanted)) return {};
  return { [option.name]: wanted };
}
