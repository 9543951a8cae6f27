import { describe, expect, it } from 'vitest';
import type { ListedProduct } from './listing-filters';
import { nearestPieces } from './nearest-pieces';

const piece = (id: number, price: string, over: Partial<ListedProduct> = {}): ListedProduct => ({
  id,
  name: `Necklace ${id}`,
  description: '',
  price,
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
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const none = { price: undefined, materials: [], gemstones: [], size: undefined };
const ids = (list: ListedProduct[]) => list.map((p) => p.id);

describe('the nearest pieces of an empty filtered listing (issue 32)', () => {
  // Issue 32's necklaces at $54, $56 and $62, a sold-out one at $51 and one at $120.
  const necklaces = [piece(1, '62.00'), piece(2, '54.00'), piece(3, '120.00'), piece(4, '51.00', { stockQuantity: 0 }), piece(5, '56.00')];

  it('necklaces under $50: the pieces nearest in price that can be bought, closest first', () => {
    expect(ids(nearestPieces(necklaces, { ...none, price: 'under-50' }))).toEqual([2, 5, 1, 3]);
    expect(ids(nearestPieces(necklaces, { ...none, price: 'under-50' }, 2))).toEqual([2, 5]);
  });

  it('keeps the stone while only the price is let go, then lets the stone go too', () => {
    const list = [piece(1, '62.00'), piece(2, '54.00', { gemstones: ['Rose Quartz'] })];
    expect(ids(nearestPieces(list, { ...none, price: 'under-50', gemstones: ['Amethyst'] }))).toEqual([1]);
    expect(ids(nearestPieces(list, { ...none, price: 'under-50', gemstones: ['Labradorite'] }))).toEqual([2, 1]);
  });

  it('above the range counts the distance from its top: $200+ wants the dearest first', () => {
    expect(ids(nearestPieces(necklaces, { ...none, price: 'over-200' }))).toEqual([3, 1, 5, 2]);
  });

  it('offers nothing when no piece can be bought', () => {
    expect(nearestPieces([piece(4, '51.00', { stockQuantity: 0 })], { ...none, price: 'under-50' })).toEqual([]);
    expect(nearestPieces([], { ...none, price: 'under-50' })).toEqual([]);
  });
});
