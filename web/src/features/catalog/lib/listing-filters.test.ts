import { describe, expect, it } from 'vitest';
import type { ListedProduct } from './listing-filters';
import {
  facetValues,
  filterProducts,
  hasActiveFilters,
  inPriceRange,
  numericProductId,
  parseListingParams,
  productCountLabel,
  sortProducts,
  toListingParams,
  toggleValue,
} from './listing-filters';
import { clampQuantity, stockLevel, stockLine } from './stock';

function piece(id: number, overrides: Partial<ListedProduct> = {}): ListedProduct {
  return {
    id,
    name: `Piece ${id}`,
    description: '',
    price: '45.00',
    imageUrl: '',
    category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
    categoryId: 1,
    collectionIds: [1],
    materials: ['Sterling Silver'],
    gemstones: ['Amethyst'],
    weight: '8.00',
    sku: `SKU-${id}`,
    stockQuantity: 3,
    isFeatured: false,
    careInstructions: '',
    createdAt: `2026-01-0${id}T00:00:00.000Z`,
    popularity: 0,
    ...overrides,
  };
}

const ids = (list: ListedProduct[]) => list.map((p) => p.id);

describe('listing URL state', () => {
  it('parses every filter from the query string', () => {
    const f = parseListingParams(
      new URLSearchParams('search=%20rose%20quartz%20&price=50-100&sort=price-high&materials=Sterling%20Silver,Copper%20Wire&gemstones=Amethyst'),
    );
    expect(f).toEqual({
      search: 'rose quartz',
      price: '50-100',
      sort: 'price-high',
      materials: ['Sterling Silver', 'Copper Wire'],
      gemstones: ['Amethyst'],
    });
  });

  it('falls back to defaults for unknown or malformed values', () => {
    const f = parseListingParams(new URLSearchParams('price=under-1000&sort=cheapest&materials=,,&gemstones='));
    expect(f).toEqual({ search: '', price: undefined, sort: 'name', materials: [], gemstones: [] });
    expect(parseListingParams(new URLSearchParams('materials=Gold,Gold')).materials).toEqual(['Gold']);
  });

  it('writes the state back without defaults, and survives a round trip', () => {
    expect(toListingParams(parseListingParams(new URLSearchParams(''))).toString()).toBe('');
    const state = { search: ' moon ', price: 'over-200' as const, sort: 'newest' as const, materials: ['Copper Wire'], gemstones: ['Labradorite', 'Moss Agate'] };
    const params = toListingParams(state);
    expect(params.get('search')).toBe('moon');
    expect(parseListingParams(new URLSearchParams(params.toString()))).toEqual({ ...state, search: 'moon' });
  });

  it('recognises numeric product ids in /products/{x} and nothing else', () => {
    expect(numericProductId('3')).toBe(3);
    expect(numericProductId('crystal-necklaces')).toBeUndefined();
    expect(numericProductId('0')).toBeUndefined();
    expect(numericProductId('3a')).toBeUndefined();
    expect(numericProductId(undefined)).toBeUndefined();
  });
});

describe('price ranges (docs/decisions/0022-validation-rules.md boundaries)', () => {
  it.each([
    ['49.99', 'under-50', true],
    ['50.00', 'under-50', false],
    ['50.00', '50-100', true],
    ['99.99', '50-100', true],
    ['100.00', '50-100', false],
    ['100.00', '100-200', true],
    ['199.99', '100-200', true],
    ['200.00', '100-200', false],
    ['200.00', 'over-200', true],
    ['18.00', 'over-200', false],
  ] as const)('%s in %s is %s', (price, range, expected) => {
    expect(inPriceRange(price, range)).toBe(expected);
  });

  it('lets everything through when no range is chosen', () => {
    expect(inPriceRange('5000.00', undefined)).toBe(true);
  });
});

describe('filterProducts', () => {
  const list = [
    piece(1, { price: '28.00', materials: ['Natural Stone'], gemstones: ['Selenite'] }),
    piece(2, { price: '68.00', materials: ['Sterling Silver'], gemstones: ['Amethyst'] }),
    piece(3, { price: '79.00', materials: ['Copper Wire'], gemstones: ['Amethyst', 'Clear Quartz'] }),
    piece(4, { price: '210.00', materials: ['14k Gold-Filled'], gemstones: ['Peridot'] }),
  ];

  it('combines price, materials and gemstones; a list matches when a piece has any chosen value', () => {
    expect(ids(filterProducts(list, { price: '50-100', materials: [], gemstones: [] }))).toEqual([2, 3]);
    expect(ids(filterProducts(list, { price: undefined, materials: ['copper wire', 'Natural Stone'], gemstones: [] }))).toEqual([1, 3]);
    expect(ids(filterProducts(list, { price: '50-100', materials: [], gemstones: ['Clear Quartz'] }))).toEqual([3]);
    expect(ids(filterProducts(list, { price: 'over-200', materials: ['Sterling Silver'], gemstones: [] }))).toEqual([]);
    expect(ids(filterProducts(list, { price: undefined, materials: [], gemstones: [] }))).toEqual([1, 2, 3, 4]);
  });

  it('offers the materials and gemstones of the pieces in view', () => {
    expect(facetValues(list)).toEqual({
      materials: ['14k Gold-Filled', 'Copper Wire', 'Natural Stone', 'Sterling Silver'],
      gemstones: ['Amethyst', 'Clear Quartz', 'Peridot', 'Selenite'],
    });
  });
});

describe('sortProducts', () => {
  const list = [
    piece(1, { name: 'Citrine Drop', price: '72.00', isFeatured: false, popularity: 18 }),
    piece(2, { name: 'amethyst Point', price: '68.00', isFeatured: true, popularity: 41 }),
    piece(3, { name: 'Black Tourmaline', price: '36.00', isFeatured: false, popularity: 88 }),
    piece(4, { name: 'Zircon Ring', price: '36.00', isFeatured: true, popularity: 5 }),
  ];

  it('orders by name, price both ways (ties by name), newest, featured and popular', () => {
    expect(ids(sortProducts(list, 'name'))).toEqual([2, 3, 1, 4]);
    expect(ids(sortProducts(list, 'price-low'))).toEqual([3, 4, 2, 1]);
    expect(ids(sortProducts(list, 'price-high'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortProducts(list, 'newest'))).toEqual([4, 3, 2, 1]);
    expect(ids(sortProducts(list, 'featured'))).toEqual([2, 4, 3, 1]);
    expect(ids(sortProducts(list, 'popular'))).toEqual([3, 2, 1, 4]);
  });

  it('in a collection, featured keeps the order she chose (the order the API sent); the other sorts are unchanged', () => {
    const herOrder = [list[3]!, list[0]!, list[2]!, list[1]!];
    expect(ids(sortProducts(herOrder, 'featured', true))).toEqual([4, 1, 3, 2]);
    expect(ids(sortProducts(herOrder, 'name', true))).toEqual([2, 3, 1, 4]);
  });

  it('never mutates its input', () => {
    const before = ids(list);
    sortProducts(list, 'price-high');
    expect(ids(list)).toEqual(before);
  });
});

describe('listing helpers', () => {
  it('knows when a filter is active (the sort is not a filter)', () => {
    const none = parseListingParams(new URLSearchParams('sort=price-low'));
    expect(hasActiveFilters(none, undefined)).toBe(false);
    expect(hasActiveFilters(none, 'wire-wrapped')).toBe(true);
    expect(hasActiveFilters(parseListingParams(new URLSearchParams('search=moon')), undefined)).toBe(true);
    expect(hasActiveFilters(parseListingParams(new URLSearchParams('gemstones=Garnet')), undefined)).toBe(true);
  });

  it('counts in the singular and plural', () => {
    expect(productCountLabel(1)).toBe('1 Product');
    expect(productCountLabel(0)).toBe('0 Products');
    expect(productCountLabel(28)).toBe('28 Products');
  });

  it('toggles a value in a list', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('stock and quantity', () => {
  it('shows the stock lines of docs/decisions/0024-states.md', () => {
    expect(stockLine(0)).toEqual({ kind: 'out', text: 'Out of Stock' });
    expect(stockLine(1).text).toBe('Only 1 left');
    expect(stockLine(5).text).toBe('Only 5 left');
    expect(stockLine(6).text).toBe('✓ In stock (6 available)');
    // A made-to-order card's count is Infinity: in stock, never low, and no words needed for it.
    expect([0, 1, 5, 6, Infinity].map(stockLevel)).toEqual(['out', 'low', 'low', 'in', 'in']);
  });

  it('clamps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(5, 4)).toBe(4);
    expect(clampQuantity(3, 4)).toBe(3);
    expect(clampQuantity(2, 0)).toBe(1);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
  });
});
