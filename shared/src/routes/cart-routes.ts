import type { RouteDef } from './route-types';

/** The session cart (docs/decisions/0023-entities-and-calls.md). */
export const cartRoutes = [
  { id: 'getCart', method: 'GET', path: '/api/cart', fn: 'cart', auth: 'public', session: true },
  { id: 'addCartItem', method: 'POST', path: '/api/cart', fn: 'cart', auth: 'public', session: true },
  { id: 'updateCartItem', method: 'PUT', path: '/api/cart/{itemId}', fn: 'cart', auth: 'public', session: true },
  { id: 'removeCartItem', method: 'DELETE', path: '/api/cart/{itemId}', fn: 'cart', auth: 'public', session: true },
  { id: 'clearCart', method: 'DELETE', path: '/api/cart', fn: 'cart', auth: 'public', session: true },
  // Checkout asks whether a discount code applies before the card (docs/decisions/0040-discount-codes.md);
  // the order prices it again in its own transaction. Each ask counts against the client's guesses.
  { id: 'checkDiscountCode', method: 'POST', path: '/api/cart/discount-code', fn: 'cart', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
