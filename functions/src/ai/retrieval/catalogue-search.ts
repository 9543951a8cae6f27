import { findCrystal } from '../knowledge/crystals';
import type { ShopProduct } from '../provider/ai-provider';
import type { SearchFilters } from './read-question';
import { KIND_SLUGS } from './analyse-words';

export type SearchResult = {
  /** Pieces meeting every filter, in stock unless sold-out pieces were asked for, cheapest first. */
  matches: ShopProduct[];
  /** When nothing matches: the nearest in-stock pieces (the same kind or stone, outside the budget). */
  closest: ShopProduct[];
  /** Pieces that meet every filter but are sold out: named as such, never offered. */
  soldOut: ShopProduct[];
  /** How many pieces fit in all, of which `matches` are the first `max`. */
  total: number;
};

/** How many pieces a gift or budget question is offered, ranked (issue 44 build 7): every fitting piece up to this. */
export const LIST_LIMIT = 8;

/** A gift or a budget is offered every fitting piece (searchCatalogue's `list`); other questions the best few. */
export const listsEveryFit = (f: Pick<SearchFilters, 'maxPrice' | 'minPrice'>, gift = false) =>
  gift || f.maxPrice !== undefined || f.minPrice !== undefined;

const dollars = (p: ShopProduct) => Number(p.price);
export const inStock = (p: ShopProduct) => p.stockQuantity > 0;
const stoneOf = (g: string) => findCrystal(g)?.name ?? g;

function matchesStone(p: ShopProduct, stones: string[]) {
  return stones.length === 0 || p.gemstones.some((g) => stones.includes(stoneOf(g)));
}
/**
 * A filter names a collection as it is called now, or one of the guide's kinds of piece (by its address): the
 * piece matches when it is in that collection, as its main one or another (shopCatalogue asked pieceInCollection).
 */
function matchesCategory(p: ShopProduct, categories: string[]) {
  const names = p.collections?.map((c) => c.name) ?? [p.category];
  const slugs = p.collections?.map((c) => c.slug) ?? (p.categorySlug ? [p.categorySlug] : []);
  return (
    categories.length === 0 ||
    categories.some((c) => names.includes(c)) ||
    categories.some((c) => KIND_SLUGS[c] !== undefined && slugs.includes(KIND_SLUGS[c]))
  );
}
function matchesMaterial(p: ShopProduct, materials: string[]) {
  return (
    materials.length === 0 ||
    materials.some((m) => p.materials.some((pm) => pm.toLowerCase().includes(m.toLowerCase())))
  );
}
function inBudget(p: ShopProduct, f: Pick<SearchFilters, 'maxPrice' | 'minPrice'>) {
  return (
    (f.maxPrice === undefined || dollars(p) <= f.maxPrice) &&
    (f.minPrice === undefined || dollars(p) >= f.minPrice)
  );
}

/** A piece above the shopper's budget ceiling: offered only as a nearest piece, and always labelled so. */
export const overBudget = (p: ShopProduct, f: Pick<SearchFilters, 'maxPrice'>) => f.maxPrice !== undefined && dollars(p) > f.maxPrice;

/**
 * The catalogue search both providers use: filters applied to the live catalogue read at answer time, so
 * every price and stock figure is the shop's own. `prefer` orders matches (e.g. stones for a wish) without
 * excluding others.
 */
export function searchCatalogue(
  catalogue: ShopProduct[],
  f: SearchFilters,
  opts: { prefer?: string[]; exclude?: number[]; max?: number; nothingFits?: boolean; list?: boolean } = {},
): SearchResult {
  const max = opts.list ? LIST_LIMIT : (opts.max ?? 3);
  const exclude = new Set(opts.exclude ?? []);
  const prefer = opts.prefer ?? [];
  const pool = catalogue.filter((p) => !exclude.has(p.id) && (f.includeSoldOut || inStock(p)));
  const rank = (items: ShopProduct[]) =>
    [...items].sort(
      (a, b) =>
        Number(inStock(b)) - Number(inStock(a)) ||
        Number(matchesStone(b, prefer) && prefer.length > 0) -
          Number(matchesStone(a, prefer) && prefer.length > 0) ||
        dollars(a) - dollars(b),
    );
  const fits = (p: ShopProduct) =>
    matchesStone(p, f.stones) &&
    matchesCategory(p, f.categories) &&
    matchesMaterial(p, f.materials) &&
    inBudget(p, f);
  const fitting = pool.filter(fits);
  // A wish ("calming") narrows to its stones when any of them fit; otherwise it only orders the rest. A gift
  // or a budget (`list`) is not narrowed: every fitting piece is ranked, the wished ones first, up to LIST_LIMIT.
  const wished = prefer.length && !opts.list ? fitting.filter((p) => matchesStone(p, prefer)) : [];
  const ranked = rank(wished.length ? wished : fitting);
  const matches = ranked.slice(0, max);
  if (matches.length && !opts.nothingFits) return { matches, closest: [], soldOut: [], total: ranked.length };
  const soldOut = opts.nothingFits
    ? []
    : catalogue.filter((p) => !exclude.has(p.id) && !inStock(p) && fits(p)).slice(0, 2);
  // Nothing fits: relax the filters one at a time, keeping what the shopper stressed most.
  const available = catalogue.filter((p) => !exclude.has(p.id) && inStock(p));
  // The kind of piece and the budget are kept longest: a ring is wanted before the exact stone.
  const tries: ((p: ShopProduct) => boolean)[] = [
    (p) => matchesCategory(p, f.categories) && inBudget(p, f),
    ...(f.stones.length ? [(p: ShopProduct) => matchesStone(p, f.stones) && inBudget(p, f)] : []),
    ...(f.categories.length ? [(p: ShopProduct) => matchesCategory(p, f.categories)] : []),
    (p) => inBudget(p, f),
    (p) => matchesStone(p, f.stones) && matchesCategory(p, f.categories) && matchesMaterial(p, f.materials),
    (p) => matchesCategory(p, f.categories),
    (p) => matchesStone(p, f.stones),
  ];
  for (const t of tries) {
    const near = available.filter(t);
    if (near.length) {
      const target = f.maxPrice ?? f.minPrice ?? 0;
      const closest = near.sort((a, b) => Math.abs(dollars(a) - target) - Math.abs(dollars(b) - target));
      return { matches: [], closest: closest.slice(0, max), soldOut, total: 0 };
    }
  }
  return { matches: [], closest: [], soldOut, total: 0 };
}

/** The pieces a question names ("the Garnet Ember Ring"), longest name first. */
export function namedProducts(catalogue: ShopProduct[], text: string): ShopProduct[] {
  const fold = (s: string) => s.toLowerCase().replace(/[’]/g, "'").normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const q = fold(text);
  // By its name or its approved French name ("la bague empilable en pierre de lune").
  const names = (p: ShopProduct) => [p.name, ...(p.frName ? [p.frName] : [])].map(fold);
  return catalogue
    .filter((p) => names(p).some((n) => q.includes(n)))
    .sort((a, b) => b.name.length - a.name.length);
}
