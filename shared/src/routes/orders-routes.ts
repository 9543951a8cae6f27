import type { RouteDef } from './route-types';

/** Orders of the shopper's session: built from the session cart on the server. */
export const ordersRoutes = [
  { id: 'createOrder', method: 'POST', path: '/api/orders', fn: 'orders', auth: 'public', session: true },
  { id: 'getOrder', method: 'GET', path: '/api/orders/{id}', fn: 'orders', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
