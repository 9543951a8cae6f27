import { describe, expect, it } from 'vitest';
import { categoryTranslationSchema, productTranslationSchema } from '@crystal/shared/schemas/translation';
import { SEED_CARE_FR, SEED_CATEGORIES_FR, SEED_PIECES_FR, seedPieceFrench } from '../../functions/src/seed/catalogue-fr';
import { frenchTerm } from '@crystal/shared/glossary-fr';
import { CATEGORIES, PRODUCTS } from '../../functions/src/seed';

/** Every seed piece and collection ships complete, valid French, and no French is left over for a piece that is gone. */
describe('the seed catalogue in French', () => {
  it('has French for every collection: a name and a description, within the limits', () => {
    for (const c of CATEGORIES) {
      const fr = SEED_CATEGORIES_FR[c.name];
      expect(fr, c.name).toBeDefined();
      expect(categoryTranslationSchema.parse(fr)).toEqual(fr);
      expect(fr!.description.length, c.name).toBeGreaterThan(20);
      expect(fr!.name).not.toBe(c.name);
    }
    expect(Object.keys(SEED_CATEGORIES_FR).sort()).toEqual(CATEGORIES.map((c) => c.name).sort());
  });

  it('has every material and stone of the seed in the French glossary (facets, filters and chips)', () => {
    const terms = new Set(PRODUCTS.flatMap((p) => [...p.materials, ...p.gemstones]));
    expect([...terms].filter((term) => !frenchTerm(term))).toEqual([]);
  });

  it('has French for every piece: name, description and care instructions, within the limits', () => {
    for (const p of PRODUCTS) {
      const fr = seedPieceFrench(p.name, p.care);
      expect(fr, p.name).toBeDefined();
      expect(productTranslationSchema.parse(fr)).toEqual(fr);
      expect(fr!.name).not.toBe(p.name);
      expect(fr!.description).not.toBe(p.description);
      expect(fr!.careInstructions.length, `${p.name} care`).toBeGreaterThan(40);
    }
    expect(Object.keys(SEED_PIECES_FR).sort()).toEqual(PRODUCTS.map((p) => p.name).sort());
    expect(Object.keys(SEED_CARE_FR).sort()).toEqual([...new Set(PRODUCTS.map((p) => p.care))].sort());
  });

  it('is written in French typography: apostrophes curly, no English words for the jewellery terms left behind', () => {
    const all = [...Object.values(SEED_PIECES_FR).flatMap((p) => [p.name, p.description]), ...Object.values(SEED_CARE_FR)];
    for (const text of all) {
      expect(text).not.toMatch(/'/);
      expect(text).not.toMatch(/\b(necklace|pendant|ring|bracelet chain|sterling silver|gold-filled|rose quartz)\b/i);
    }
    expect(SEED_PIECES_FR['Amethyst Point Pendant']!.name).toMatch(/^Pendentif .*améthyste/);
    expect(SEED_PIECES_FR['Rose Quartz Bead Bracelet']!.name).toMatch(/quartz rose/);
  });
});
