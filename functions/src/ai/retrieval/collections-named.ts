import type { ShopProduct } from '../provider/ai-provider';
import { KIND_SLUGS } from './analyse-words';
import { fold, type Question } from './read-question';

/** The seed's collections are the guide's kinds of piece already (analyse-words.ts); these are hers since. */
const KIND_ADDRESSES = new Set(Object.values(KIND_SLUGS));
/** Words of a collection's name that name no kind of piece on their own. */
const GENERIC = new Set(['crystal', 'crystals', 'collection', 'and', 'the', 'with', 'cristal', 'cristaux', 'des', 'les', 'pour', 'avec']);

type Named = { name: string; words: string[] };

/** The words of a name a shopper may use for it, singular ('Boucles d’oreilles' -> boucle, oreille). */
const wordsOf = (name: string) =>
  fold(name)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !GENERIC.has(w))
    .map((w) => w.replace(/s$/, ''));

/**
 * The collections she created (beyond the guide's kinds of piece) that a question names by a word of their
 * English or French name: "do you have earrings?" names Earrings. Hidden ones too: their pieces are sold.
 */
export function collectionsNamed(text: string, catalogue: readonly ShopProduct[]): Named[] {
  const q = ` ${fold(text)} `;
  const found = new Map<string, Named>();
  for (const p of catalogue) {
    if (!p.categorySlug || KIND_ADDRESSES.has(p.categorySlug) || found.has(p.categorySlug)) continue;
    const words = [...new Set([...wordsOf(p.category), ...wordsOf(p.categoryFr ?? '')])];
    const hit = words.filter((w) => new RegExp(`\\b${w}s?\\b`).test(q));
    if (hit.length) found.set(p.categorySlug, { name: p.category, words: hit });
  }
  return [...found.values()];
}

/**
 * A question naming one of her collections asks for its pieces, and the kind it names is no longer
 * something the shop does not make (the guide's "we don't make earrings" until she made some).
 */
export function withCollectionsNamed(q: Question, catalogue: readonly ShopProduct[]): Question {
  const named = collectionsNamed(q.text, catalogue);
  if (!named.length) return q;
  const words = new Set(named.flatMap((n) => n.words));
  const names = named.map((n) => n.name);
  return {
    ...q,
    words: { ...q.words, categories: [...new Set([...q.words.categories, ...names])] },
    filters: { ...q.filters, categories: names },
    wantsPieces: q.wantsPieces || !q.injection,
    unknown: q.unknown.filter((u) => !fold(u).split(/\s+/).some((w) => words.has(w.replace(/s$/, '')))),
  };
}

/** The collections shoppers are shown, as the guide lists them ("our pieces are ..."), in her order. */
export function shownCollections(catalogue: readonly ShopProduct[]): string[] {
  return [...new Set(catalogue.filter((p) => p.category && p.categoryShown !== false).map((p) => p.category))];
}
