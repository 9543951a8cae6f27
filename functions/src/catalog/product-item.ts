import type { ProductImage } from '@crystal/shared/images/image-urls';
import { padId } from '@crystal/shared/table-definition';
import type { ProductTranslation, ProductTranslations } from '@crystal/shared/schemas/translation';
import type { MadeToOrder, PersonalizationQuestion, ProductOption } from '@crystal/shared/schemas/product-options';

/** A product as stored in the table (money in cents, weight in grams). */
export type ProductItem = {
  pk: string;
  sk: 'PRODUCT';
  type: 'product';
  id: number;
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string;
  imageUrls: string[];
  /** Processed images in display order; imageUrl and imageUrls are their JPEG fallbacks. */
  images?: ProductImage[];
  /** The main collection: its breadcrumb, its place in the Shop menu, its gsi1 key. */
  categoryId: number;
  /**
   * Every collection the piece is in, the main one included (decision 0105); absent on pieces saved before.
   * Whether it is in a collection is asked of pieceInCollection (shared/src/collections/piece-in-collection.ts).
   */
  collectionIds?: number[];
  materials: string[];
  gemstones: string[];
  weightGrams: number;
  sku: string;
  stockQuantity: number;
  careInstructions: string;
  isActive: boolean;
  isFeatured: boolean;
  etsyLink?: string;
  soldCount: number;
  /** Approved translations (shown to shoppers) and the French draft awaiting review (admin only). */
  translations?: ProductTranslations;
  frDraft?: ProductTranslation;
  /**
   * Options (each value's own stock and price difference inside), personalisation questions, made to
   * order (lead time and open units): the shapes the product JSON gives (docs/decisions/0035-options-and-choices.md).
   * A value's stock is reserved in place (`options[i].values[j].stockQuantity`) by the order's transaction.
   */
  options?: ProductOption[];
  personalization?: PersonalizationQuestion[];
  madeToOrder?: MadeToOrder;
  createdAt: string;
  updatedAt: string;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  gsi3pk?: string;
  gsi3sk?: string;
};

export type ProductFields = Omit<
  ProductItem,
  'pk' | 'sk' | 'type' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'gsi3pk' | 'gsi3sk'
>;

export const productKey = (id: number) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' as const });

/** An archived piece's place in gsi1: still found by its collection, never by the listing (a collection holding it cannot be deleted). */
export const archivedInCategoryPk = (categoryId: number) => `ARCHIVED#CATEGORY#${categoryId}`;

/** Builds the stored item with its index keys: inactive products leave the listing indexes. */
export function toProductItem(p: ProductFields): ProductItem {
  const sortKey = `PRODUCT#${padId(p.id)}`;
  return {
    ...productKey(p.id),
    type: 'product',
    ...p,
    ...(p.isActive
      ? { gsi1pk: `CATEGORY#${p.categoryId}`, gsi1sk: sortKey, gsi2pk: 'PRODUCTS', gsi2sk: sortKey }
      : { gsi1pk: archivedInCategoryPk(p.categoryId), gsi1sk: sortKey }),
    ...(p.isActive && p.isFeatured ? { gsi3pk: 'FEATURED', gsi3sk: sortKey } : {}),
  };
}
