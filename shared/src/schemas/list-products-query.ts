import * as z from '../zod';
import { frenchParamSchema } from './language';
import { singleLineText } from './human-text';

/** GET /api/products query. Unknown keys are refused so typos surface as 400s. */
export const listProductsQuerySchema = z.strictObject({
  category: z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category must be a category slug'), z.maxLength(80))),
  categoryId: z.optional(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'categoryId must be a positive whole number')), z.transform(Number)),
  ),
  search: z.optional(singleLineText({ label: 'search', max: 100, required: false, messages: { tooLong: 'search must be 100 characters or fewer' } })),
  /** The French site's searches: the approved French is searched beside the English. */
  lang: frenchParamSchema,
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'limit must be a whole number from 1 to 100')), z.transform(Number))
      .check(z.refine((n) => n <= 100, 'limit must be a whole number from 1 to 100')),
  ),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;
