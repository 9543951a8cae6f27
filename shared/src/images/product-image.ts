import * as z from '../zod';
import { positiveIntSchema } from '../schemas/common';
import type { ProductImage } from './image-urls';

export const imageIdSchema = z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'image id must be an uploaded image id'));

export const productImageSchema = z.object({
  id: imageIdSchema,
  base: z.string().check(z.regex(/^\/media\/img\/[a-z0-9-]+$/)),
  alt: z.string(),
  width: positiveIntSchema,
  height: positiveIntSchema,
  widths: z.array(positiveIntSchema).check(z.minLength(1)),
  placeholder: z.string(),
}) satisfies z.ZodMiniType<ProductImage>;

/** POST /api/admin/images: process an uploaded original (the key the presign answered). */
export const processImageSchema = z.strictObject({
  key: z.string().check(z.regex(/^[a-f0-9-]{36}\.(jpg|png|webp|avif)$/, 'key must be the key of an uploaded image')),
});
export type ProcessImageRequest = z.infer<typeof processImageSchema>;
