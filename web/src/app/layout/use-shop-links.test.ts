import { describe, expect, it } from 'vitest';
import { shopLinks } from './use-shop-links';

describe('shop links', () => {
  it('lists All Products, then every collection of the table in its order, then Best Sellers', () => {
    const links = shopLinks([
      { name: 'Crystal Necklaces', slug: 'crystal-necklaces' },
      { name: 'Healing Crystals', slug: 'healing-crystals' },
      { name: 'Wire Wrapped', slug: 'wire-wrapped' },
      { name: 'Earrings', slug: 'earrings' },
    ]);
    expect(links.map((l) => l.label)).toEqual(['All Products', 'Crystal Necklaces', 'Healing Crystals', 'Wire Wrapped', 'Earrings', 'Best Sellers', 'Gift card']);
    expect(links.map((l) => l.to)).toEqual([
      '/products',
      '/products/crystal-necklaces',
      '/products/healing-crystals',
      '/products/wire-wrapped',
      '/products/earrings',
      '/products/featured',
      '/gift-cards',
    ]);
  });

  it('shows no collection the table does not hold (a hidden or deleted one is simply absent)', () => {
    expect(shopLinks([{ name: 'Earrings', slug: 'earrings' }]).map((l) => l.label)).toEqual(['All Products', 'Earrings', 'Best Sellers', 'Gift card']);
    expect(shopLinks(undefined).map((l) => l.label)).toEqual(['All Products', 'Best Sellers', 'Gift card']);
  });
});
