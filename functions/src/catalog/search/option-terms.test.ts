import { describe, expect, it } from 'vitest';
import { searchProducts } from './product-search';
import type { ProductItem } from '../product-item';

const piece = (id: number, name: string, sizes: Record<string, number>): ProductItem =>
  ({
    id,
    name,
    description: '',
    gemstones: ['Moonstone'],
    materials: ['Sterling Silver'],
    sku: `R-${id}`,
    stockQuantity: 0,
    categoryId: 4,
    options: [{ name: 'Size', translations: { fr: { name: 'Taille' } }, values: Object.entries(sizes).map(([value, stockQuantity]) => ({ value, stockQuantity })) }],
  }) as unknown as ProductItem;

const rings = [piece(1, 'Moonstone Ring', { 7: 2, 8: 0 }), piece(2, 'Garnet Ring', { 7: 0, 7.5: 1 }), piece(3, 'Moonstone Bracelet', {})];
const category = () => ({ id: 4, name: 'Crystal Rings', slug: 'rings', description: '', imageUrl: '' });

describe('searching by an option', () => {
  it('"ring size 7" finds the rings available in 7, not 7.5 and not sold out in 7', () => {
    expect(searchProducts(rings, category, 'ring size 7').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(rings, category, 'size 7.5').map((p) => p.id)).toEqual([2]);
    expect(searchProducts(rings, category, 'moonstone size 8')).toEqual([]);
  });

  it('reads French: "bague taille 7"', () => {
    expect(searchProducts(rings, category, 'taille 7', 'fr').map((p) => p.id)).toEqual([1]);
  });
});
