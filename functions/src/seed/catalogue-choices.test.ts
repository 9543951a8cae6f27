import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS } from './catalogue';
import { SEED_CHOICES, seedStock } from './catalogue-choices';

const categoryOf = (name: string) => CATEGORIES.find((c) => c.id === PRODUCTS.find((p) => p.name === name)!.categoryId)!.slug;

describe("the seed's choices (issue 31: the seed tells the truth)", () => {
  it('name pieces of the catalogue, so a renamed piece never silently loses its sizes', () => {
    for (const name of Object.keys(SEED_CHOICES)) expect(PRODUCTS.map((p) => p.name), name).toContain(name);
  });

  it('give rings sizes and necklaces lengths, with a price step for a 20 in chain', () => {
    const rings = PRODUCTS.filter((p) => categoryOf(p.name) === 'rings' && /sizes? 4 to 10/i.test(p.description));
    expect(rings.length).toBeGreaterThan(0);
    for (const ring of rings) expect(SEED_CHOICES[ring.name]?.options?.[0]?.name, ring.name).toBe('Size');
    const chains = Object.values(SEED_CHOICES).flatMap((c) => c.options ?? []).filter((o) => o.name === 'Length');
    expect(chains.flatMap((o) => o.values).some((v) => v.value === '20 in' && v.priceDelta === '10.00')).toBe(true);
  });

  it('offer a ring in size 7 that takes an engraving, an engravable pendant, and one made-to-order bangle', () => {
    const engravable = Object.entries(SEED_CHOICES).filter(([, c]) => c.personalization?.some((q) => q.label === 'Engraving' && q.maxLength === 12));
    const ring = engravable.find(([name]) => categoryOf(name) === 'rings');
    expect(ring?.[1].options?.[0]?.values.find((v) => v.value === '7')?.stockQuantity).toBeGreaterThan(0);
    expect(engravable.some(([name]) => categoryOf(name) === 'crystal-necklaces')).toBe(true);
    const made = Object.entries(SEED_CHOICES).filter(([, c]) => c.madeToOrder);
    expect(made.map(([name]) => name)).toEqual(['Peridot Twist Bangle']);
  });

  it('keep a made-to-order piece off the shelf, and a ring with a stock per size at the sum of its sizes', () => {
    expect(seedStock('Peridot Twist Bangle', 2)).toBe(0);
    expect(seedStock('Moonstone Stacking Ring', 11)).toBe(11);
    expect(seedStock('Selenite Charging Plate', 20)).toBe(20);
  });
});
