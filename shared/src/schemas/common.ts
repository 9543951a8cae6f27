import * as z from '../zod';

export const decimalStringSchema = z.string().check(z.regex(/^\d+\.\d{2}$/, 'Must be a decimal amount like 45.00'));
/** A count or an id in a body or an answer: a whole number from 1. */
export const positiveIntSchema = z.number().check(z.int(), z.positive());
/** Path ids are positive integers written in decimal. */
export const numericIdSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,11}$/, 'Must be a positive whole number')), z.transform(Number));

/** A list's `cursor` query: the opaque next-page token the list answered. */
export const pageCursorSchema = z.string().check(z.maxLength(600), z.regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid'));

export const errorBodySchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
