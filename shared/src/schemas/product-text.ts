import * as z from '../zod';
import { multiLineText, singleLineText } from './human-text';

export const PRODUCT_TEXT_MESSAGES = { name: 'Name is required', description: 'Description is required' } as const;

/** A piece's words, in any language: the English fields and their French translation share these limits. */
export const productTextSchema = z.strictObject({
  name: singleLineText({ label: 'Name', max: 120, messages: { required: PRODUCT_TEXT_MESSAGES.name } }),
  description: multiLineText({ label: 'Description', max: 5000, messages: { required: PRODUCT_TEXT_MESSAGES.description } }),
  careInstructions: z._default(multiLineText({ label: 'Care instructions', max: 2000, required: false }), ''),
});
