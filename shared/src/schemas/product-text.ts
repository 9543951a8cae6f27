import * as z from 'zod';

export const PRODUCT_TEXT_MESSAGES = { name: 'Name is required', description: 'Description is required' } as const;

/** A piece's words, in any language: the English fields and their French translation share these limits. */
export const productTextSchema = z.strictObject({
  name: z.string().trim().min(1, PRODUCT_TEXT_MESSAGES.name).max(120),
  description: z.string().trim().min(1, PRODUCT_TEXT_MESSAGES.description).max(5000),
  careInstructions: z.string().trim().max(2000).default(''),
});
