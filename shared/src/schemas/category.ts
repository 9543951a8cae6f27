import * as z from '../zod';
import { positiveIntSchema } from './common';
import { productImageSchema } from '../images/product-image';
import { categoryTranslationsSchema } from './translation';

export const categorySchema = z.object({
  id: positiveIntSchema,
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  description: z.string(),
  /** The tile image's JPEG fallback variant (one URL for places that need one). */
  imageUrl: z.string(),
  /** The processed tile image (responsive variants, intrinsic size, placeholder), as a product's images. */
  image: z.optional(productImageSchema),
  /** Approved French beside the English; a draft is never here (admin only). */
  translations: z.optional(categoryTranslationsSchema),
});
export type Category = z.infer<typeof categorySchema>;
