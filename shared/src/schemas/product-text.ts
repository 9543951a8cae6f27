import * as z from '../zod';

export const PRODUCT_TEXT_MESSAGES = { name: 'Name is required', description: 'Description is required' } as const;

/** A piece's words, in any language: the English fields and their French translation share these limits. */
export const productTextSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, PRODUCT_TEXT_MESSAGES.name), z.maxLength(120)),
  description: z.string().check(z.trim(), z.minLength(1, PRODUCT_TEXT_MESSAGES.description), z.maxLength(5000)),
  careInstructions: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
});
