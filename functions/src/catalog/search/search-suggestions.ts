import { pieceInCollection } from '@crystal/shared/collections/piece-in-collection';
import MiniSearch from 'minisearch';
import type { Category } from '@crystal/shared/schemas/category';
import type { SearchSuggestion } from '@crystal/shared/schemas/search-suggestions';
import type { Language } from '@crystal/shared/schemas/language';
import type { ProductItem } from '../product-item';
import { FORGIVING, foldTerm, frenchQueryTerm, indexTerm } from './search-terms';

export const SUGGESTION_LIMIT = 8;

/** The approved French name beside the English `text`, when there is one. */
const frName = (fr: { name: string } | undefined) => (fr ? { translations: { fr: { text: fr.name } } } : {});
const KIND_ORDER: Record<SearchSuggestion['kind'], number> = { category: 0, gemstone: 1, product: 2 };

/** How each language matches: the English site on the English names only, the French site on both. */
const MATCHING = {
  en: { ...FORGIVING, fields: ['text'] },
  fr: { ...FORGIVING, fields: ['text', 'frText'], processTerm: frenchQueryTerm },
};

/**
 * Names, gemstones and categories that match what has been typed so far, the best first. On the French
 * site (`lang` 'fr') the approved French names match too, accents optional and linking words left out.
 */
export function suggest(items: ProductItem[], categories: Category[], q: string, lang: Language = 'en'): SearchSuggestion[] {
  const docs = new Map<string, SearchSuggestion>();
  const add = (s: SearchSuggestion) => docs.set(`${s.kind}:${foldTerm(s.text)}`, s);
  for (const c of categories) {
    // A collection is suggested when some piece is in it, as its main collection or an extra one (decision 0105).
    if (items.some((i) => pieceInCollection(i, c.id))) add({ kind: 'category', text: c.name, slug: c.slug, ...frName(c.translations?.fr) });
  }
  for (const item of items) {
    add({ kind: 'product', text: item.name, productId: item.id, ...frName(item.translations?.fr) });
    for (const stone of item.gemstones) add({ kind: 'gemstone', text: stone });
  }
  const list = [...docs.values()];
  const index = new MiniSearch<{ id: number; text: string; frText: string }>({ fields: ['text', 'frText'], processTerm: indexTerm });
  index.addAll(list.map((s, id) => ({ id, text: s.text, frText: 'translations' in s ? (s.translations?.fr?.text ?? '') : '' })));
  return index
    .search(q, MATCHING[lang])
    .map((r) => list[r.id as number]!)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
    .slice(0, SUGGESTION_LIMIT);
}
