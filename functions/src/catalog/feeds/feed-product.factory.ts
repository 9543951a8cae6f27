import type { Category } from '@crystal/shared/schemas/category';
import { toProductItem, type ProductFields, type ProductItem } from '../product-item';
import type { FeedContext } from './feed-item';

/** A stored piece for the feed builders, without the table: a plain in-stock pendant unless told. */
export function feedProduct(overrides: Partial<ProductFields> = {}): ProductItem {
  const id = overrides.id ?? 1;
  return toProductItem({
    id,
    name: 'Amethyst Point Pendant',
    description: 'A natural <b>amethyst</b> point\non an 18 inch chain.',
    priceCents: 6800,
    imageUrl: `/media/products/${id}/a.jpg`,
    imageUrls: [`/media/products/${id}/a.jpg`, `/media/products/${id}/b.jpg`],
    categoryId: 1,
    materials: ['Sterling Silver'],
    gemstones: ['Amethyst'],
    weightGrams: 8,
    sku: `SKU-${id}`,
    stockQuantity: 12,
    careInstructions: '',
    isActive: true,
    isFeatured: false,
    soldCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export const FEED_CATEGORIES: Category[] = [
  { id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '', imageUrl: '', translations: { fr: { name: 'Colliers de cristaux', description: '' } } },
  { id: 2, name: 'Healing Crystals', slug: 'healing-crystals', description: '', imageUrl: '', translations: { fr: { name: 'Cristaux de guérison', description: '' } } },
  { id: 4, name: 'Crystal Rings', slug: 'rings', description: '', imageUrl: '', translations: { fr: { name: 'Bagues de cristaux', description: '' } } },
  { id: 5, name: 'Crystal Bracelets', slug: 'bracelets', description: '', imageUrl: '', translations: { fr: { name: 'Bracelets de cristaux', description: '' } } },
];

/** The feed's context: a Friday, a $9.95 flat rate, free over $150, $24.00 to the territories. */
export const feedContext = (language: FeedContext['language'] = 'en'): FeedContext => ({
  language,
  site: { origin: 'https://shop.example.ca', basePath: '/shop/' },
  shipping: { flatRate: '9.95', freeOver: '150.00', territoriesRate: '24.00' },
  today: '2026-11-27',
});
