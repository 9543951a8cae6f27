import { decimalStringToCents } from '@/lib/format';
import type { PriceRange, Product, SortOption } from '@crystal/shared/schemas/product';
import { listingSearch } from './listing-query';
import { valueAvailable } from '@crystal/shared/product-stock';
import { LISTING_TEXT } from './listing-texts';
import { currentLocaleTag } from '@/i18n/i18n';
import { localizedField } from '@/i18n/localized-field';
import { compareCodeUnits, compareText } from '@/i18n/compare-text';

export { numericProductId } from './listing-query';

/*
 * The option lists, typed against the shared unions. They are repeated here (not imported from the
 * schema module) so the listing never loads zod for two lists.
 */
export const PRICE_RANGES = ['under-50', '50-100', '100-200', 'over-200'] as const satisfies readonly PriceRange[];
export const SORT_OPTIONS = ['name', 'price-low', 'price-high', 'newest', 'featured', 'popular'] as const satisfies readonly SortOption[];
/** Compile-time check that no shared option is missing from the lists above. */
type Missing = Exclude<PriceRange, (typeof PRICE_RANGES)[number]> | Exclude<SortOption, (typeof SORT_OPTIONS)[number]>;
export const allOptionsListed: [Missing] extends [never] ? true : never = true;

/** The API adds `popularity` (pieces sold) to each product; Popular sorts by it. */
export type ListedProduct = Product & { popularity?: number };

/** Everything the listing filters on besides the category (which is the path). All of it lives in the URL. */
export type ListingFilters = {
  search: string;
  price: PriceRange | undefined;
  sort: SortOption;
  materials: string[];
  gemstones: string[];
  /** A size the piece can be bought in now (a ring in 7): `?size=7`. */
  size?: string;
};

export const DEFAULT_SORT: SortOption = 'name';

export { PRICE_LABELS, SORT_LABELS } from './listing-texts';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function parseList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))].slice(0, 20);
}

/** Reads the listing's state from the query string; unknown or malformed values fall back to defaults. */
export function parseListingParams(params: URLSearchParams): ListingFilters {
  const price = params.get('price');
  const sort = params.get('sort');
  return {
    search: listingSearch(params),
    price: isOneOf(PRICE_RANGES, price) ? price : undefined,
    sort: isOneOf(SORT_OPTIONS, sort) ? sort : DEFAULT_SORT,
    materials: parseList(params.get('materials')),
    gemstones: parseList(params.get('gemstones')),
    ...(sizeParam(params.get('size')) ? { size: sizeParam(params.get('size')) } : {}),
  };
}

/** Writes the state back, leaving defaults out so plain listings keep plain URLs. */
export function toListingParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.price) params.set('price', filters.price);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.materials.length) params.set('materials', filters.materials.join(','));
  if (filters.gemstones.length) params.set('gemstones', filters.gemstones.join(','));
  if (filters.size) params.set('size', filters.size);
  return params;
}

/** docs/decisions/0022-validation-rules.md: under-50 is below 50; 50-100 is 50 inclusive up to below 100; 100-200 likewise; over-200 is 200 or more. */
export function inPriceRange(price: string, range: PriceRange | undefined): boolean {
  if (!range) return true;
  const cents = decimalStringToCents(price);
  switch (range) {
    case 'under-50':
      return cents < 5000;
    case '50-100':
      return cents >= 5000 && cents < 10000;
    case '100-200':
      return cents >= 10000 && cents < 20000;
    case 'over-200':
      return cents >= 20000;
  }
}

const sharesAny = (have: string[], wanted: string[]) =>
  wanted.length === 0 || wanted.some((w) => have.some((h) => h.toLowerCase() === w.toLowerCase()));

/** Price, material and gemstone filters (a piece matches a list when it has any of the chosen values). */
export function filterProducts<P extends ListedProduct>(
  products: P[],
  filters: Pick<ListingFilters, 'price' | 'materials' | 'gemstones' | 'size'>,
): P[] {
  return products.filter(
    (p) =>
      inPriceRange(p.price, filters.price) &&
      sharesAny(p.materials, filters.materials) &&
      sharesAny(p.gemstones, filters.gemstones) &&
      (!filters.size || availableInSize(p, filters.size)),
  );
}

/** A size as the URL may carry it: a short value ("7", "7.5", "M"), else none. */
const sizeParam = (value: string | null) => (value && /^[\w.]{1,6}$/.test(value.trim()) ? value.trim() : undefined);

/** The piece's Size option (docs/decisions/0035-options-and-choices.md). */
const sizeOption = (p: ListedProduct) => (p.options ?? []).findIndex((o) => o.name.toLowerCase() === 'size');

/** Whether the piece can be bought in this size now. */
export function availableInSize(p: ListedProduct, size: string): boolean {
  const option = sizeOption(p);
  const value = option < 0 ? -1 : p.options![option]!.values.findIndex((v) => v.value === size);
  return value >= 0 && valueAvailable(p, { option, value });
}

/** The sizes the pieces in view come in, numbers in order, then letters XS to XL. */
export function sizeValues(products: ListedProduct[]): string[] {
  const letters = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];
  const rank = (v: string) => (Number.isFinite(Number(v)) ? Number(v) : 100 + letters.indexOf(v));
  const all = products.flatMap((p) => {
    const option = sizeOption(p);
    return option < 0 ? [] : p.options![option]!.values.map((v) => v.value);
  });
  return [...new Set(all)].sort((a, b) => rank(a) - rank(b));
}

/** By the name the shopper reads (the approved French on the French site), in the page's language. */
const byName = (a: ListedProduct, b: ListedProduct) =>
  compareText(currentLocaleTag())(localizedField(a, 'name').text, localizedField(b, 'name').text);

/**
 * Returns a sorted copy; ties fall back to the name so the order is stable and predictable. In a collection
 * (`inHerOrder`), Featured keeps the order the API sent: the order she chose for its pieces (decision 0105).
 */
export function sortProducts<P extends ListedProduct>(products: P[], sort: SortOption, inHerOrder = false): P[] {
  const cents = (p: ListedProduct) => decimalStringToCents(p.price);
  const sent = new Map(products.map((p, index) => [p.id, index]));
  const compare: Record<SortOption, (a: P, b: P) => number> = {
    name: byName,
    'price-low': (a, b) => cents(a) - cents(b) || byName(a, b),
    'price-high': (a, b) => cents(b) - cents(a) || byName(a, b),
    newest: (a, b) => compareCodeUnits(b.createdAt, a.createdAt) || b.id - a.id,
    featured: inHerOrder ? (a, b) => sent.get(a.id)! - sent.get(b.id)! : (a, b) => Number(b.isFeatured) - Number(a.isFeatured) || byName(a, b),
    popular: (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || byName(a, b),
  };
  return [...products].sort(compare[sort]);
}

/** The material and gemstone choices offered for the pieces in view, alphabetically. */
export function facetValues(products: ListedProduct[]): { materials: string[]; gemstones: string[] } {
  const collect = (pick: (p: ListedProduct) => string[]) =>
    [...new Set(products.flatMap(pick))].sort(compareText('en-CA'));
  return { materials: collect((p) => p.materials), gemstones: collect((p) => p.gemstones) };
}

/** Clear All Filters shows only when one of these is set (the sort order is not a filter). */
export function hasActiveFilters(filters: ListingFilters, categorySlug: string | undefined): boolean {
  return Boolean(categorySlug || filters.search || filters.price || filters.materials.length || filters.gemstones.length || filters.size);
}

export function toggleValue(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export const productCountLabel = LISTING_TEXT.productCount;

