import * as z from '../zod';
import { decimalStringSchema, positiveIntSchema } from './common';
import { nameTranslationsSchema } from './translation';
import { lineChoiceSchema, OPTION_LIMITS } from './product-options';
import { choiceTextSchema } from './choice-text';
import { addGiftCardSchema, giftCardCartItemSchema, type AddGiftCard } from './gift-card';

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
    /** The piece's collection: a collection's discount code prices on it (decision 0102). */
    categoryId: z.optional(positiveIntSchema),
    /** Every collection the piece is in, its main one included (decision 0105): a collection's code asks pieceInCollection. */
    collectionIds: z.optional(z.array(positiveIntSchema)),
    /** The piece's approved French name, when it has one. */
    translations: z.optional(nameTranslationsSchema),
  }),
  /** The line's unit price: the piece's price plus its chosen values' differences (also `product.price`). */
  price: z.optional(decimalStringSchema),
  /** The choices as sent (docs/decisions/0035-options-and-choices.md). */
  options: z.optional(z.record(z.string(), z.string())),
  personalization: z.optional(z.record(z.string(), z.string())),
  /** The same choices as the cart shows them, with their French labels. */
  choices: z.optional(z.array(lineChoiceSchema)),
  /** A made-to-order piece: its lead time in business days. */
  madeToOrder: z.optional(z.object({ leadTimeDays: positiveIntSchema })),
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
  /** `{ [option name]: value }`: required for a piece with options, checked against it by the server. */
  options: z.optional(
    z
      .record(z.string().check(z.maxLength(OPTION_LIMITS.nameLength)), choiceTextSchema(OPTION_LIMITS.valueLength))
      .check(z.refine((r) => Object.keys(r).length <= OPTION_LIMITS.options, `A piece has at most ${OPTION_LIMITS.options} options`)),
  ),
  /** `{ [question label]: answer }`: each answer is checked against its question's maximum length. */
  personalization: z.optional(
    z
      .record(z.string().check(z.maxLength(OPTION_LIMITS.labelLength)), choiceTextSchema(OPTION_LIMITS.answerMax))
      .check(z.refine((r) => Object.keys(r).length <= OPTION_LIMITS.questions, `A piece asks at most ${OPTION_LIMITS.questions} questions`)),
  ),
});
export type AddCartItem = z.infer<typeof addCartItemSchema>;

export const updateCartItemSchema = z.strictObject({ quantity: quantitySchema });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

/**
 * POST /api/cart: a piece (`{ productId, quantity, options?, personalization? }`) or a gift card
 * (`{ giftCard: { amount, recipientName, recipientEmail, message?, deliverOn? } }`, issue 49). A body
 * with a `giftCard` key is read as a gift card, so its errors name the gift card's fields.
 */
export const addToCartSchema = z.pipe(
  z.unknown(),
  z.transform((body: unknown, ctx): AddCartItem | AddGiftCard => {
    const asGiftCard = typeof body === 'object' && body !== null && 'giftCard' in body;
    const result = asGiftCard ? z.safeParse(addGiftCardSchema, body) : z.safeParse(addCartItemSchema, body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: body });
    return z.NEVER;
  }),
);
export type AddToCart = z.infer<typeof addToCartSchema>;

/** A line of GET /api/cart: a piece's line, or a gift card's (`{ id, quantity: 1, giftCard }`, never a code). */
export const cartLineSchema = z.union([cartItemSchema, giftCardCartItemSchema]);
export type CartLine = z.infer<typeof cartLineSchema>;
