import * as z from '../zod';
import { decimalStringSchema, positiveIntSchema } from './common';
import { nameTranslationsSchema } from './translation';

/** Cart item as delivered to the client (docs/decisions/0023-entities-and-calls.md). */
export const cartItemSchema = z.object({
  id: positiveIntSchema,
  productId: positiveIntSchema,
  quantity: positiveIntSchema,
  product: z.object({
    id: positiveIntSchema,
    name: z.string(),
    price: decimalStringSchema,
    imageUrl: z.string(),
    stockQuantity: z.number().check(z.int(), z.minimum(0)),
    /** The piece's approved French name, when it has one. */
    translations: z.optional(nameTranslationsSchema),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const quantitySchema = z
  .number({ message: 'quantity must be a whole number' })
  .check(
    z.int('quantity must be a whole number'),
    z.positive('quantity must be at least 1'),
    z.maximum(999, 'quantity must be 999 or fewer'),
  );

export const addCartItemSchema = z.strictObject({
  productId: z.number({ message: 'productId must be a number' }).check(z.int(), z.positive()),
  quantity: z._default(quantitySchema, 1),
});
export type AddCartItem = z.infer<typeof addCartItemSchema>;

export const updateCartItemSchema = z.strictObject({ quantity: quantitySchema });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;
