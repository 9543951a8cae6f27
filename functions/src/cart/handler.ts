import * as z from 'zod';
import { addCartItemSchema, updateCartItemSchema } from '@crystal/shared/schemas/cart';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { noContent, ok } from '../lib/http/responses';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart-service';

const itemParams = z.object({ itemId: numericIdSchema });

export const handler = createFunction('cart', {
  getCart: defineRoute({}, async ({ sessionId }) => ok(await getCart(sessionId))),
  addCartItem: defineRoute({ body: addCartItemSchema }, async ({ sessionId, body }) => ok(await addToCart(sessionId, body))),
  updateCartItem: defineRoute({ params: itemParams, body: updateCartItemSchema }, async ({ sessionId, params, body }) =>
    ok(await updateCartItem(sessionId, params.itemId, body.quantity)),
  ),
  removeCartItem: defineRoute({ params: itemParams }, async ({ sessionId, params }) => {
    await removeCartItem(sessionId, params.itemId);
    return noContent();
  }),
  clearCart: defineRoute({}, async ({ sessionId }) => {
    await clearCart(sessionId);
    return noContent();
  }),
});
