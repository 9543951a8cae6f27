import { describe, expect, it } from 'vitest';
import { shopLinks } from './use-shop-links';

describe('shop links', () => {
  it("keeps the five fixed entries first, then adds every other collection once", () => {
    const links = shopLinks([
      { name: 'Crystal Necklaces', slug: 'crystal-necklaces' },
      { name: 'Rings', slug: 'rings' },
      { name: 'Bracelets', slug: 'bracelets' },
    ]);
    expect(links.map((l) => l.label)).toEqual([
      'All Products',
      'Crystal Necklaces',
      'Healing Crystals',
      'Wire Wrapped',
      'Best Sellers',
      'Rings',
      'Bracelets',
    ]);
    expect(links.at(-1)?.to).toBe('/products/bracelets');
    expect(shopLinks(undefined)).toHaveLength(5);
  });
});
