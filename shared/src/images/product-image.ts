import * as z from 'zod';
import type { ProductImage } from './image-urls';

export const imageIdSchema = z.string().regex(/^[a-z0-9-]{8,64}$/, 'image id must be an uploaded image id');

export const productImageSchema = z.object({
  id: imageIdSchema,
  base: z.string().regex(/^\/media\/img\/[a-z0-9-]+$/),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  placeholder: z.string(),
}) satisfies z.ZodType<ProductImage>;

/** POST /api/admin/images: process an uploaded original (the key the presign answered). */
export const processImageSchema = z.strictObject({
  key: z.string().regex(/^[a-f0-9-]{36}\.(jpg|png|webp|avif)$/, 'key must be the key of an uploaded image'),
});
export type ProcessImageRequest = z.infer<typeof processImageSchema>;
