import * as z from 'zod';

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  description: z.string(),
  imageUrl: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
