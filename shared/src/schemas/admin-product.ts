import * as z from 'zod';
import { centsToDecimalString, parsePriceInput } from '../money';
import type { ProductImage } from '../images/image-urls';
import { imageIdSchema } from '../images/product-image';
import { UPLOAD_RULES } from '../images/upload-rules';
import { productSchema } from './product';
import { PRODUCT_TEXT_MESSAGES, productTextSchema } from './product-text';
import type { ProductTranslation, ProductTranslations } from './translation';

/** Admin product messages: the field name leads, so a 400 says which field is wrong. */
export const PRODUCT_MESSAGES = {
  ...PRODUCT_TEXT_MESSAGES,
  stock: 'Stock must be a whole number of 0 or more',
  category: 'Choose a category',
  sku: 'SKU must be 3-40 letters, digits or dashes',
  etsyLink: 'Etsy link must be a full https:// address',
  image: 'Add at least one image',
  price: 'Enter a price like 29 or 29.50',
  pricePositive: 'Price must be more than 0.00',
  alt: 'Describe the image (alt text) for shoppers who cannot see it',
} as const;

const M = PRODUCT_MESSAGES;
/** A price as typed ("29", "29.5", "$29.50", "29,50"), stored as the decimal string "29.50". */
export const priceInputSchema = z.union([z.string().max(40), z.number()], { message: M.price }).transform((value, ctx) => {
  const cents = parsePriceInput(String(value));
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: cents === 0 ? M.pricePositive : M.price });
    return z.NEVER;
  }
  return centsToDecimalString(cents);
});

const list = z.array(z.string().trim().min(1).max(60)).max(12);

/** A processed image (POST /api/admin/images answered its id) and its alt text, which is required. */
export const productImageInputSchema = z.strictObject({
  id: imageIdSchema,
  alt: z.string().trim().min(1, M.alt).max(200),
});

/**
 * Create or edit a product (admin), with the messages the editor shows. The price is read as people
 * type it and stored as the shopper-facing decimal string; the other rules are the shopper schema's.
 */
export const productInputSchema = z.strictObject({
  ...productTextSchema.shape,
  // Price as typed, normalised to "29.50"; weight a decimal string ("8.50"); stock a whole number >= 0.
  price: priceInputSchema,
  categoryId: z.number({ message: M.category }).int(M.category).positive(M.category),
  materials: list.default([]),
  gemstones: list.default([]),
  weight: productSchema.shape.weight,
  sku: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, M.sku),
  stockQuantity: z.number({ message: M.stock }).int(M.stock).min(0, M.stock).max(100_000, M.stock),
  isFeatured: z.boolean().default(false),
  isActive: z.boolean().default(true),
  etsyLink: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/\S+$/, M.etsyLink)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  images: z.array(productImageInputSchema).min(1, M.image).max(8, 'A piece has at most 8 images'),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.infer<typeof productInputSchema>;

/** A product as the admin sees it: the shopper fields plus archive state and sales. */
export type AdminProduct = {
  id: number;
  name: string;
  description: string;
  price: string;
  categoryId: number;
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
  fileName: z.string().trim().min(1).max(120),
  contentType: z.enum(UPLOAD_RULES.contentTypes, { message: 'Images must be JPEG, PNG, WebP or AVIF' }),
  size: z
    .number({ message: 'size must be the file size in bytes' })
    .int()
    .positive('The file is empty')
    .max(UPLOAD_RULES.maxBytes, UPLOAD_RULES.tooLarge),
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
