import { anyAvailable } from '@crystal/shared/product-stock';
import type { PriceRange } from '@crystal/shared/schemas/product';
import { decimalStringToCents } from '@/lib/format';
import { filterProducts, type ListedProduct, type ListingFilters } from './listing-filters';

type Filters = Pick<ListingFilters, 'price' | 'materials' | 'gemstones' | 'size'>;

/** Each range's bounds in cents (docs/decisions/0022-validation-rules.md). */
const BOUNDS: Record<PriceRange, [number, number]> = {
  'under-50': [0, 4999],
  '50-100': [5000, 9999],
  '100-200': [10000, 19999],
  'over-200': [20000, Number.POSITIVE_INFINITY],
};

/** How far a price is from the chosen range, in cents (0 inside it, or with no range). */
function distance(price: string, range: PriceRange | undefined): number {
  if (!range) return 0;
  const cents = decimalStringToCents(price);
  const [lo, hi] = BOUNDS[range];
  return cents < lo ? lo - cents : cents > hi ? cents - hi : 0;
}

/**
 * When the filters leave a listing empty, the nearest pieces from the same list (the category or search the
 * catalog API returned): the filters are let go one at a time, the price first, then the size, the stone and
 * the material, and the pieces that can be bought are ordered by how far their price is from the range. The
 * listing filters in the browser, so the nearest pieces come from the list it already holds (issue 32,
 * docs/decisions/0053-nearest-pieces.md).
 */
export function nearestPieces<P extends ListedProduct>(products: P[], filters: Filters, max = 4): P[] {
  const available = products.filter(anyAvailable);
  const tries: Filters[] = [
    { ...filters, price: undefined },
    { ...filters, price: undefined, size: undefined },
    { ...filters, price: undefined, size: undefined, gemstones: [] },
    { price: undefined, size: undefined, gemstones: [], materials: [] },
  ];
  for (const f of tries) {
    const near = filterProducts(available, f);
    if (near.length)
      return near
        .map((p, i) => ({ p, i, d: distance(p.price, filters.price) }))
        .sort((a, b) => a.d - b.d || a.i - b.i)
        .slice(0, max)
        .map(({ p }) => p);
  }
  return [];
}
