import * as z from '../zod';
import { languageSchema } from './language';
import { choiceTextSchema } from './choice-text';
import { OPTION_LIMITS } from './product-options';

/**
 * "Email me when it's back": one address for one sold-out piece. It is not a newsletter sign-up: the
 * address gets that single notice when the piece is restocked, and is then forgotten.
 */
export const backInStockRequestSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email('Please enter a valid email address'), z.maxLength(254)),
  productId: z.number().check(z.int(), z.positive(), z.maximum(999_999_999_999)),
  /** The site the shopper asked from: the notice goes out in that language (English when absent). */
  language: z.optional(languageSchema),
  /**
   * On a piece with options, the value waited for by option name (`{ "Size": "7" }`): the notice goes when
   * that value is back, not another. Absent: the whole piece (any choice).
   */
  options: z.optional(
    z
      .record(choiceTextSchema(OPTION_LIMITS.nameLength), choiceTextSchema(OPTION_LIMITS.valueLength))
      .check(z.refine((o) => Object.keys(o).length <= OPTION_LIMITS.options, `A piece has at most ${OPTION_LIMITS.options} options`)),
  ),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const BACK_IN_STOCK_NOTE = "We'll email you once when this piece is back, and nothing else.";
