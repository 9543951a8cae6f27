import * as z from 'zod';
import { productImageSchema } from '../images/product-image';

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  description: z.string(),
  /** The tile image's JPEG fallback variant (one URL for places that need one). */
  imageUrl: z.string(),
  /** The processed tile image (responsive variants, intrinsic size, placeholder), as a product's images. */
  image: productImageSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;
