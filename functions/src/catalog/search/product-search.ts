import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Category } from '@crystal/shared/schemas/category';
import type { ProductItem } from '../product-item';

/** Lower case without accents, so 'Améthyste' and 'amethyste' are one word. */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Forgiving matching: a word of five letters or more may be one edit away ('amethist', 'bracelets'),
 * a long one two; short words must match exactly or as a prefix, so 'ring' does not find 'wing'.
 */
export const FORGIVING: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length < 5 ? false : term.length <= 8 ? 1 : 2),
  maxFuzzy: 2,
  combineWith: 'AND',
};

type Doc = { id: number; name: string; stones: string; materials: string; category: string; sku: string; description: string };

function indexOf(items: ProductItem[], categoryOf: (item: ProductItem) => Category | undefined) {
  const index = new MiniSearch<Doc>({
    fields: ['name', 'stones', 'materials', 'category', 'sku', 'description'],
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: { ...FORGIVING, boost: { name: 3, stones: 2, category: 2, materials: 1.5 } },
  });
  index.addAll(
    items.map((item) => ({
      id: item.id,
      name: item.name,
      stones: item.gemstones.join(' '),
      materials: item.materials.join(' '),
      category: categoryOf(item)?.name ?? '',
      sku: item.sku,
      description: item.description,
    })),
  );
  return index;
}

/**
 * The pieces matching every word of the term, typos and plurals forgiven, in their listing order.
 * Built over the catalogue the function has already read: no second read, no extra service.
 */
export function searchProducts(items: ProductItem[], categoryOf: (item: ProductItem) => Category | undefined, term: string): ProductItem[] {
  if (!term.trim()) return items;
  const hits = new Set(indexOf(items, categoryOf).search(term).map((r) => r.id as number));
  return items.filter((item) => hits.has(item.id));
}
