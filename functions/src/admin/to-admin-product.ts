import { centsToDecimalString } from '@crystal/shared/money';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import type { ProductItem } from '../catalog';
import { collectionsOfPiece } from '@crystal/shared/collections/collections-of-piece';

export function toAdminProduct(item: ProductItem): AdminProduct {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    price: centsToDecimalString(item.priceCents),
    categoryId: item.categoryId,
    collectionIds: collectionsOfPiece(item.categoryId, item.collectionIds),
    materials: item.materials,
    gemstones: item.gemstones,
    weight: centsToDecimalString(Math.round(item.weightGrams * 100)),
    sku: item.sku,
    stockQuantity: item.stockQuantity,
    isFeatured: item.isFeatured,
    isActive: item.isActive,
    ...(item.etsyLink ? { etsyLink: item.etsyLink } : {}),
    careInstructions: item.careInstructions,
    images: item.images ?? [],
    imageUrls: item.imageUrls,
    imageUrl: item.imageUrl,
    soldCount: item.soldCount,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    translations: item.translations ?? {},
    ...(item.frDraft ? { frDraft: item.frDraft } : {}),
    ...(item.options?.length ? { options: item.options } : {}),
    ...(item.personalization?.length ? { personalization: item.personalization } : {}),
    ...(item.madeToOrder ? { madeToOrder: item.madeToOrder } : {}),
  };
}
