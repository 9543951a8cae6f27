import * as z from '../zod';
import type { CartItem } from './cart';

/** POST /api/checkout/resume: the signed token of a checkout reminder's link (`{base}checkout/resume/{token}`). */
export const checkoutResumeSchema = z.strictObject({
  token: z.string().check(
    z.trim(),
    z.minLength(1, 'The link is incomplete'),
    z.maxLength(600, 'The link is too long'),
    z.regex(/^[\w.-]+$/, 'The link is not valid'),
  ),
});
export type CheckoutResumeRequest = z.infer<typeof checkoutResumeSchema>;

/**
 * The answer: the session's cart as it now stands (the order's pieces at today's prices and stock), and
 * the pieces that could not come back, by name, because they sold since (or are no longer offered).
 */
export type CheckoutResumed = {
  items: CartItem[];
  soldSince: { name: string; wanted: number; added: number }[];
};
