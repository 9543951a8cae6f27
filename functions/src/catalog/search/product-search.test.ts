import { describe, expect, it } from 'vitest';
import { searchProducts } from './product-search';
import { suggest } from './search-suggestions';
import { foldTerm, frenchQueryTerm } from './search-terms';
import { seedSearchCatalogue } from './seed-items.factory';

// The seed catalogue with the artisan's approved French: real French words, real English ones.
const { items, categories } = seedSearchCatalogue();
const categoryOf = (item: { categoryId: number }) => categories.find((c) => c.id === item.categoryId);
const idOf = (englishName: string) => items.find((i) => i.name === englishName)!.id;
const ids = (names: string[]) => names.map(idOf).sort((a, b) => a - b);
const found = (term: string, lang: 'en' | 'fr' = 'fr') => searchProducts(items, categoryOf, term, lang).map((i) => i.id);
const AMETHYST_PIECES = items.filter((i) => i.gemstones.includes('Amethyst')).map((i) => i.id);
const NECKLACES = items.filter((i) => i.categoryId === 1).map((i) => i.id);

describe('French terms', () => {
  it('folds accents and ligatures, and drops the words that only link others', () => {
    expect(foldTerm('Améthyste')).toBe('amethyste');
    expect(foldTerm('cœur')).toBe('coeur');
    expect(['en', 'de', 'des', 'd', 'l', 'la', 'À'].map(frenchQueryTerm)).toEqual([null, null, null, null, null, null, null]);
    expect(['quartz', 'rose', 'or', 'tour'].map(frenchQueryTerm)).toEqual(['quartz', 'rose', 'or', 'tour']);
  });
});

describe('a French search over the index', () => {
  it('finds the amethyst pieces with or without the accent, and through a typo', () => {
    expect(found('améthyste')).toEqual(AMETHYST_PIECES);
    expect(found('amethyste')).toEqual(AMETHYST_PIECES);
    expect(found('amethiste')).toEqual(AMETHYST_PIECES);
    expect(found('AMÉTHYSTES')).toEqual(AMETHYST_PIECES);
  });

  it('forgives plurals: colliers finds the necklace collection, pendentifs the pendants', () => {
    expect(found('colliers')).toEqual(NECKLACES);
    expect(found('collier')).toEqual(NECKLACES);
    expect(found('pendentifs')).toEqual(ids(['Amethyst Point Pendant', 'Wire Wrapped Moss Agate Pendant']));
    expect(found('bagues')).toEqual(items.filter((i) => i.categoryId === 4).map((i) => i.id));
  });

  it('reads "quartz rose" in either order and leaves out the linking words', () => {
    const roseQuartz = ids(['Rose Quartz Heart Necklace', 'Rose Quartz Bead Bracelet']);
    expect(found('quartz rose')).toEqual(roseQuartz);
    expect(found('rose quartz')).toEqual(roseQuartz);
    expect(found('bracelet en quartz rose')).toEqual(ids(['Rose Quartz Bead Bracelet']));
    expect(found('collier coeur')).toEqual(ids(['Rose Quartz Heart Necklace']));
    expect(found('pierre de lune')).toEqual(ids(['Moonstone Dewdrop Necklace', 'Moonstone Stacking Ring', 'Labradorite Moon Necklace']));
    expect(found('oeil de tigre')).toEqual(ids(["Tiger's Eye Palm Stone"]));
  });

  it('still finds English words on the French site, and keeps every word required', () => {
    expect(found('moonstone ring')).toEqual(ids(['Moonstone Stacking Ring']));
    expect(found('collier xylophone')).toEqual([]);
    expect(found('de la')).toEqual([]);
  });

  it('never searches a French draft awaiting review', () => {
    const drafted = items.map((i) => (i.id === 1 ? { ...i, translations: undefined, frDraft: { name: 'Breloque', description: '', careInstructions: '' } } : i));
    expect(searchProducts(drafted, categoryOf, 'breloque', 'fr')).toEqual([]);
  });
});

describe('an English search', () => {
  it('is what it was before French was indexed, word for word over the seed catalogue', () => {
    const englishOnly = items.map(({ translations: _fr, ...item }) => item);
    const words = new Set(items.flatMap((i) => `${i.name} ${i.description} ${i.gemstones.join(' ')} ${categoryOf(i)!.name}`.split(/[^\p{L}\d]+/u)));
    // Whole words and the first letters of each, as a shopper types them; French-looking words included ('or', 'rose').
    const terms = new Set([...words].filter(Boolean).flatMap((w) => [w.toLowerCase(), w.slice(0, 3).toLowerCase()]));
    for (const term of terms) {
      expect(searchProducts(items, categoryOf, term).map((i) => i.id), term).toEqual(searchProducts(englishOnly, categoryOf, term).map((i) => i.id));
    }
    expect(found('colliers', 'en')).toEqual([]);
  });
});

describe('suggestions on the French site', () => {
  it('match the approved French names, accents optional, and keep the English payload', () => {
    const fr = suggest(items, categories, 'colli', 'fr');
    expect(fr[0]).toEqual({ kind: 'category', text: 'Crystal Necklaces', slug: 'crystal-necklaces', translations: { fr: { text: 'Colliers de cristaux' } } });
    expect(fr.map((s) => s.text)).toContain('Rose Quartz Heart Necklace');
    expect(suggest(items, categories, 'pendentif amethyste', 'fr').map((s) => s.text)).toEqual(['Amethyst Point Pendant']);
  });

  it('stay English-only on the English site', () => {
    expect(suggest(items, categories, 'colli')).toEqual([]);
    expect(suggest(items, categories, 'ameth').map((s) => s.text)).toEqual(suggest(items, categories, 'ameth', 'en').map((s) => s.text));
  });
});
