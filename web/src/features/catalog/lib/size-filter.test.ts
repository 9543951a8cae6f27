import { describe, expect, it } from 'vitest';
import { filterProducts, parseListingParams, sizeValues, toListingParams, type ListedProduct } from './listing-filters';

const ring = (id: number, sizes: Record<string, number>) =>
  ({
    id,
    price: '46.00',
    materials: [],
    gemstones: [],
    stockQuantity: 0,
    options: [{ name: 'Size', values: Object.entries(sizes).map(([value, stockQuantity]) => ({ value, stockQuantity })) }],
  }) as unknown as ListedProduct;

describe('the listing filters rings by size', () => {
  const rings = [ring(1, { 7: 1, 8: 0 }), ring(2, { 7: 0, 7.5: 2, 10: 1 })];
  it('keeps the rings available in the size, from ?size=7', () => {
    const filters = parseListingParams(new URLSearchParams('size=7'));
    expect(filters.size).toBe('7');
    expect(filterProducts(rings, filters).map((p) => p.id)).toEqual([1]);
    expect(toListingParams(filters).toString()).toBe('size=7');
  });
  it('offers the sizes in order', () => {
    expect(sizeValues(rings)).toEqual(['7', '7.5', '8', '10']);
  });
});
