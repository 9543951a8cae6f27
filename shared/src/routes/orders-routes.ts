import type { RouteDef } from './route-types';

/** Orders of the shopper's session: built from the session cart on the server. */
export const ordersRoutes = [
  { id: 'createOrder', method: 'POST', path: '/api/orders', fn: 'orders', auth: 'public', session: true },
  { id: 'getOrder', method: 'GET', path: '/api/orders/{id}', fn: 'orders', auth: 'public', session: true },
  // The order's status page opened from an email: the signed order link is the credential, no session.
  { id: 'getOrderByLink', method: 'GET', path: '/api/order-status/{token}', fn: 'orders', auth: 'public', session: false },
  // A checkout reminder's link (issue 47): the signed token brings the order's pieces back into this session's cart.
  { id: 'resumeCheckout', method: 'POST', path: '/api/checkout/resume', fn: 'orders', auth: 'public', session: true },
  // Issue 49: what is left on a gift card. The code travels in the body (never a path or query an access log keeps);
  // each ask counts against the client's guesses.
  { id: 'checkGiftCardBalance', method: 'POST', path: '/api/gift-cards/balance', fn: 'orders', auth: 'public', session: false },
] as const satisfies readonly RouteDef[];
