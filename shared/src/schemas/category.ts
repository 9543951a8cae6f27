import * as z from 'zod';
import { productImageSchema } from '../images/product-image';
import { categoryTranslationsSchema } from './translation';

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  description: z.string(),
  /** The tile image's JPEG fallback variant (one URL for places that need one). */
  imageUrl: z.string(),
  /** The processed tile image (responsive variants, intrinsic size, placeholder), as a product's images. */
  image: productImageSchema.optional(),
  /** Approved French beside the English; a draft is never here (admin only). */
  translations: categoryTranslationsSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;
