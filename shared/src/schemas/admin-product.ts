import * as z from '../zod';
import { centsToDecimalString } from '../money/cents';
import { parsePriceInput } from '../money/parse-price-input';
import type { ProductImage } from '../images/image-urls';
import { imageIdSchema } from '../images/product-image';
import { UPLOAD_RULES } from '../images/upload-rules';
import { productChoicesInputShape } from './product-options-input';
import type { ProductChoicesFields } from './product-options';
import { PRODUCT_TEXT_MESSAGES, productTextSchema } from './product-text';
import { singleLineText } from './human-text';
import { refuse } from './refuse';
import { MAX_COLLECTIONS } from './collection-input';
import type { ProductTranslation, ProductTranslations } from './translation';

/** Admin product messages: the field name leads, so a 400 says which field is wrong. */
export const PRODUCT_MESSAGES = {
  ...PRODUCT_TEXT_MESSAGES,
  stock: 'Stock must be a whole number of 0 or more',
  category: 'Choose a category',
  collections: 'collectionIds lists the ids of the collections the piece is in',
  collectionsOnce: 'Each collection once: a piece is in a collection or it is not',
  sku: 'SKU must be 3-40 letters, digits or dashes',
  etsyLink: 'Etsy link must be a full https:// address',
  image: 'Add at least one image',
  price: 'Enter a price like 29 or 29.50',
  weight: 'Enter the weight in grams, like 3 or 3.5',
  pricePositive: 'Price must be more than 0.00',
  alt: 'Describe the image (alt text) for shoppers who cannot see it',
} as const;

const M = PRODUCT_MESSAGES;
/** A price as typed ("29", "29.5", "$29.50", "29,50"), stored as the decimal string "29.50". */
export const priceInputSchema = z.pipe(
  z.union([z.string().check(z.maxLength(40)), z.number()], { message: M.price }),
  z.transform((value: string | number, ctx) => {
    const cents = parsePriceInput(String(value));
    if (cents === null || cents <= 0) return refuse(ctx, cents === 0 ? M.pricePositive : M.price);
    return centsToDecimalString(cents);
  }),
);

/** Grams at most: the table's decimal(8,2). */
const MAX_WEIGHT_CENTIGRAMS = 99_999_999;

/**
 * A weight in grams as typed ("3", "3,5", "3.50", "8.5 g"), read like a price and stored as the decimal
 * string "3.50". Empty is refused: every piece has a weight.
 */
export const weightInputSchema = z.pipe(
  z.union([z.string().check(z.maxLength(40)), z.number()], { message: M.weight }),
  z.transform((value: string | number, ctx) => {
    const text = String(value);
    const hundredths = text.includes('$') ? null : parsePriceInput(text.replace(/\s*g(?:rams?)?\s*$/i, ''));
    if (hundredths === null || hundredths > MAX_WEIGHT_CENTIGRAMS) return refuse(ctx, M.weight);
    return centsToDecimalString(hundredths);
  }),
);

const list = z.array(singleLineText({ label: 'Each entry', max: 60 })).check(z.maxLength(12));

/** A processed image (POST /api/admin/images answered its id) and its alt text, which is required. */
export const productImageInputSchema = z.strictObject({
  id: imageIdSchema,
  alt: singleLineText({ label: 'Alt text', max: 200, messages: { required: M.alt } }),
});

/**
 * Create or edit a product (admin), with the messages the editor shows. The price is read as people
 * type it and stored as the shopper-facing decimal string; the other rules are the shopper schema's.
 */
export const productInputSchema = z.strictObject({
  ...productTextSchema.shape,
  // Price and weight as typed, normalised to "29.50" and "3.50"; stock a whole number >= 0.
  price: priceInputSchema,
  categoryId: z.number({ message: M.category }).check(z.int(M.category), z.positive(M.category)),
  /**
   * Every collection the piece is in, the main one included (added when left out; decision 0105). Each must
   * exist and appear once. Left out, the collections saved before are kept (an older editor never drops them).
   */
  collectionIds: z.optional(
    z
      .array(z.number({ message: M.collections }).check(z.int(M.collections), z.positive(M.collections)), { message: M.collections })
      .check(z.maxLength(MAX_COLLECTIONS, M.collections), z.refine((ids) => new Set(ids).size === ids.length, M.collectionsOnce)),
  ),
  materials: z._default(list, []),
  gemstones: z._default(list, []),
  weight: weightInputSchema,
  sku: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, M.sku)),
  stockQuantity: z.number({ message: M.stock }).check(z.int(M.stock), z.minimum(0, M.stock), z.maximum(100_000, M.stock)),
  isFeatured: z._default(z.boolean(), false),
  isActive: z._default(z.boolean(), true),
  etsyLink: z.union([
    z.optional(singleLineText({ label: 'Etsy link', max: 500, messages: { characters: M.etsyLink } }).check(z.regex(/^https:\/\/\S+$/, M.etsyLink))),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  images: z.array(productImageInputSchema).check(z.minLength(1, M.image), z.maxLength(8, 'A piece has at most 8 images')),
  // Options, personalisation questions and made to order (docs/decisions/0035-options-and-choices.md).
  ...productChoicesInputShape,
  /**
   * The version the editor loaded (the piece's `updatedAt`, which every sale and release moves on): a save
   * made on an older version that would change a count gets 409 with today's stock (decision 0092).
   */
  updatedAt: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, 'updatedAt is the ISO time the piece was loaded at'))),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.infer<typeof productInputSchema>;

/** A product as the admin sees it: the shopper fields plus archive state and sales. */
export type AdminProduct = ProductChoicesFields & {
  id: number;
  name: string;
  description: string;
  price: string;
  categoryId: number;
  /** Every collection the piece is in, its main one (categoryId) first and included (decision 0105). */
  collectionIds: number[];
  materials: string[];
  gemstones: string[];
  weight: string;
  sku: string;
  stockQuantity: number;
  isFeatured: boolean;
  isActive: boolean;
  etsyLink?: string;
  careInstructions: string;
  images: ProductImage[];
  imageUrls: string[];
  imageUrl: string;
  soldCount: number;
  createdAt: string;
  updatedAt: string;
  /** Approved French (shown to shoppers) and the French draft awaiting review (admin only). */
  translations: ProductTranslations;
  frDraft?: ProductTranslation;
};

export const presignUploadSchema = z.strictObject({
  fileName: singleLineText({ label: 'File name', max: 120 }),
  contentType: z.enum(UPLOAD_RULES.contentTypes, { message: 'Images must be JPEG, PNG, WebP or AVIF' }),
  size: z
    .number({ message: 'size must be the file size in bytes' })
    .check(z.int(), z.positive('The file is empty'), z.maximum(UPLOAD_RULES.maxBytes, UPLOAD_RULES.tooLarge)),
});
export type PresignUpload = z.infer<typeof presignUploadSchema>;

export type PresignedUpload = {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  /** The original's key, to hand to POST /api/admin/images once uploaded. */
  key: string;
  expiresAt: string;
};
