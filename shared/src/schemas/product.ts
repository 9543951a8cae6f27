import * as z from '../zod';
import { productImageSchema } from '../images/product-image';
import { decimalStringSchema, positiveIntSchema } from './common';
import { categoryTranslationsSchema, productTranslationsSchema } from './translation';
import { madeToOrderSchema, personalizationQuestionSchema, productOptionSchema } from './product-options';

/** Product as delivered to the client (docs/decisions/0023-entities-and-calls.md). */
export const productSchema = z.object({
  id: positiveIntSchema,
  name: z.string(),
  description: z.string(),
  price: decimalStringSchema,
  imageUrl: z.string(),
  imageUrls: z.optional(z.array(z.string())),
  /** The processed images (responsive variants, size, placeholder, alt); imageUrl is the first one's JPEG. */
  images: z.optional(z.array(productImageSchema)),
  category: z.object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    translations: z.optional(categoryTranslationsSchema),
  }),
  /** The main collection: the piece's breadcrumb and its place in the Shop menu. */
  categoryId: positiveIntSchema,
  /** Every collection the piece is in, its main one (categoryId) first and included (decision 0105). */
  collectionIds: z.array(positiveIntSchema),
  materials: z.array(z.string()),
  gemstones: z.array(z.string()),
  weight: decimalStringSchema,
  sku: z.string(),
  stockQuantity: z.number().check(z.int(), z.minimum(0)),
  isFeatured: z.boolean(),
  etsyLink: z.optional(z.string().check(z.url())),
  careInstructions: z.string(),
  createdAt: z.string(),
  /** Approved French beside the English (optional: a piece without approved French has none). */
  translations: z.optional(productTranslationsSchema),
  /** Ring sizes, chain lengths...: the shopper chooses one value of each (docs/decisions/0035-options-and-choices.md). */
  options: z.optional(z.array(productOptionSchema)),
  /** Up to two questions (an engraving, an initial), answered on the cart line. */
  personalization: z.optional(z.array(personalizationQuestionSchema)),
  /** Made after the order: bought up to its open units, shipped within its lead time in business days. */
  madeToOrder: z.optional(madeToOrderSchema),
  /** From published reviews only (docs/decisions/0108-reviews-from-buyers.md); absent until one is published. A single piece's read carries it. */
  rating: z.optional(z.object({ average: z.number(), count: z.number() })),
});
export type Product = z.infer<typeof productSchema>;

export const SORT_OPTIONS = ['name', 'price-low', 'price-high', 'newest', 'featured', 'popular'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const PRICE_RANGES = ['under-50', '50-100', '100-200', 'over-200'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
