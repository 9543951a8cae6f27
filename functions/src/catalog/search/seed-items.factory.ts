import type { Category } from '@crystal/shared/schemas/category';
import { CATEGORIES, PRODUCTS } from '../../seed';
import { SEED_CATEGORIES_FR, seedPieceFrench } from '../../seed';
import { toProductItem, type ProductItem } from '../product-item';

/** The seed catalogue in memory, with its approved French, for tests of the search over real words. */
export function seedSearchCatalogue(): { items: ProductItem[]; categories: Category[] } {
  const categories: Category[] = CATEGORIES.map((c) => {
    const fr = SEED_CATEGORIES_FR[c.name];
    return { id: c.id, name: c.name, slug: c.slug, description: c.description, imageUrl: '', ...(fr ? { translations: { fr } } : {}) };
  });
  const items = PRODUCTS.map((p, index) => {
    const fr = seedPieceFrench(p.name, p.care ?? '');
    return toProductItem({
      id: index + 1,
      name: p.name,
      description: p.description,
      priceCents: 0,
      imageUrl: '',
      imageUrls: [],
      categoryId: p.categoryId,
      materials: p.materials,
      gemstones: p.gemstones,
      weightGrams: p.weight,
      sku: `SEED-${index + 1}`,
      stockQuantity: p.stock,
      careInstructions: p.care ?? '',
      isActive: true,
      isFeatured: false,
      soldCount: 0,
      ...(fr ? { translations: { fr } } : {}),
      createdAt: '',
      updatedAt: '',
    });
  });
  return { items, categories };
}
