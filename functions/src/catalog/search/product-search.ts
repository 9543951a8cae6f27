import MiniSearch from 'minisearch';
import type { Category } from '@crystal/shared/schemas/category';
import type { Language } from '@crystal/shared/schemas/language';
import type { ProductItem } from '../product-item';
import { FORGIVING, frenchQueryTerm, indexTerm } from './search-terms';
import { offersValue, readOptionTerm } from './option-terms';

type Doc = {
  id: number;
  name: string;
  stones: string;
  materials: string;
  category: string;
  sku: string;
  description: string;
  frName: string;
  frCategory: string;
  frDescription: string;
};

/** Fields in no language (gemstone and material names, the SKU): searched in either language. */
const SHARED_FIELDS = ['stones', 'materials', 'sku'] as const;
const ENGLISH_FIELDS = ['name', 'category', 'description', ...SHARED_FIELDS];
const FRENCH_FIELDS = ['frName', 'frCategory', 'frDescription', ...SHARED_FIELDS];

function indexOf(items: ProductItem[], categoryOf: (item: ProductItem) => Category | undefined) {
  const index = new MiniSearch<Doc>({
    fields: [...ENGLISH_FIELDS, 'frName', 'frCategory', 'frDescription'],
    processTerm: indexTerm,
    searchOptions: { ...FORGIVING, boost: { name: 3, frName: 3, stones: 2, category: 2, frCategory: 2, materials: 1.5 } },
  });
  index.addAll(
    items.map((item) => {
      const category = categoryOf(item);
      // Only the approved French: a draft awaiting review never reaches shoppers, so it is never searched.
      const fr = item.translations?.fr;
      return {
        id: item.id,
        name: item.name,
        stones: item.gemstones.join(' '),
        materials: item.materials.join(' '),
        category: category?.name ?? '',
        sku: item.sku,
        description: item.description,
        frName: fr?.name ?? '',
        frCategory: category?.translations?.fr?.name ?? '',
        frDescription: fr?.description ?? '',
      };
    }),
  );
  return index;
}

/**
 * The pieces matching every word of the term, typos and plurals forgiven, in their listing order.
 * An English search (`lang` 'en') reads the English only, as it always has. A French search finds a
 * piece when every word matches its English or every word matches its approved French, accents
 * optional and linking words ('en', 'de', 'd’') left out. Gemstones, materials and the SKU count in
 * both. Built over the catalogue the function has already read: no second read, no extra service.
 */
export function searchProducts(
  items: ProductItem[],
  categoryOf: (item: ProductItem) => Category | undefined,
  term: string,
  lang: Language = 'en',
): ProductItem[] {
  // "ring size 7": the pieces that can be bought in size 7 now, searched for the other words.
  const { rest, wanted } = readOptionTerm(term);
  if (wanted) return searchProducts(items.filter((item) => offersValue(item, wanted)), categoryOf, rest, lang);
  if (!term.trim()) return items;
  const index = indexOf(items, categoryOf);
  const hits = new Set(index.search(term, { fields: ENGLISH_FIELDS }).map((r) => r.id as number));
  if (lang === 'fr') {
    for (const r of index.search(term, { fields: FRENCH_FIELDS, processTerm: frenchQueryTerm })) hits.add(r.id as number);
  }
  return items.filter((item) => hits.has(item.id));
}
