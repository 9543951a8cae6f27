import * as z from '@crystal/shared/zod';
import { addToCartSchema, updateCartItemSchema } from '@crystal/shared/schemas/cart';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { defineRoute } from '../../lib/http/define-route';
import { noContent, ok } from '../../lib/http/responses';
import { addLineToCart, clearCart as emptyCart, removeCartItem as removeLine, updateCartItem as setQuantity } from '../cart-service';

/** Changes to the session's cart: add, set a line's quantity, remove a line, empty it. */
const itemParams = z.object({ itemId: numericIdSchema });

export const addCartItem = defineRoute({ body: addToCartSchema }, async ({ sessionId, body }) => ok(await addLineToCart(sessionId, body)));

export const updateCartItem = defineRoute({ params: itemParams, body: updateCartItemSchema }, async ({ sessionId, params, body }) =>
  ok(await setQuantity(sessionId, params.itemId, body.quantity)),
);

export const removeCartItem = defineRoute({ params: itemParams }, async ({ sessionId, params }) => {
  await removeLine(sessionId, params.itemId);
  return noContent();
});

export const clearCart = defineRoute({}, async ({ sessionId }) => {
  await emptyCart(sessionId);
  return noContent();
});
