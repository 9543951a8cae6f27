import { centsToDecimalString } from '@crystal/shared/money';
import type { Category } from '@crystal/shared/schemas/category';
import type { Product } from '@crystal/shared/schemas/product';
import type { ProductItem } from './product-item';
import { unitsAcross } from '@crystal/shared/product-stock-counts';
import { collectionsOfPiece } from '@crystal/shared/collections/collections-of-piece';

const UNCATEGORISED = { name: 'Jewelry', slug: 'all', description: '' };

/** The section 3 product shape: price and weight as decimal strings, category embedded. */
export function toProductDto(item: ProductItem, category: Category | undefined): Product & { popularity: number } {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    price: centsToDecimalString(item.priceCents),
    imageUrl: item.imageUrl,
    imageUrls: item.imageUrls,
    ...(item.images ? { images: item.images } : {}),
    category: category
      ? {
          name: category.name,
          slug: category.slug,
          description: category.description,
          ...(category.translations?.fr ? { translations: { fr: category.translations.fr } } : {}),
        }
      : UNCATEGORISED,
    categoryId: item.categoryId,
    collectionIds: collectionsOfPiece(item.categoryId, item.collectionIds),
    materials: item.materials,
    gemstones: item.gemstones,
    weight: centsToDecimalString(Math.round(item.weightGrams * 100)),
    sku: item.sku,
    // What can be bought across its choices (0 when every size that keeps its own count is sold): the one rule.
    stockQuantity: unitsAcross(item),
    isFeatured: item.isFeatured,
    ...(item.etsyLink ? { etsyLink: item.etsyLink } : {}),
    careInstructions: item.careInstructions,
    createdAt: item.createdAt,
    // Approved French only: the draft (frDraft) stays in the table and the admin payloads.
    ...(item.translations?.fr ? { translations: { fr: item.translations.fr } } : {}),
    ...(item.options?.length ? { options: item.options } : {}),
    ...(item.personalization?.length ? { personalization: item.personalization } : {}),
    ...(item.madeToOrder ? { madeToOrder: item.madeToOrder } : {}),
    popularity: item.soldCount,
  };
}
