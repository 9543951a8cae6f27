import { createFunction } from '../lib/http/create-function';

const changes = () => import('./routes/change-routes');

/** The session's cart. Each route's module loads on its first request (decision 0027). */
export const handler = createFunction('cart', {
  getCart: () => import('./routes/read-routes'),
  addCartItem: changes,
  updateCartItem: changes,
  removeCartItem: changes,
  clearCart: changes,
  checkDiscountCode: () => import('./routes/discount-code-routes'),
});
