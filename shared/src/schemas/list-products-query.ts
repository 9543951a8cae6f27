import * as z from 'zod';
import { frenchParamSchema } from './language';

/** GET /api/products query. Unknown keys are refused so typos surface as 400s. */
export const listProductsQuerySchema = z.strictObject({
  category: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category must be a category slug')
    .max(80)
    .optional(),
  categoryId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'categoryId must be a positive whole number')
    .transform(Number)
    .optional(),
  search: z.string().trim().max(100, 'search must be 100 characters or fewer').optional(),
  /** The French site's searches: the approved French is searched beside the English. */
  lang: frenchParamSchema,
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .refine((n) => n <= 100, 'limit must be a whole number from 1 to 100')
    .optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;
