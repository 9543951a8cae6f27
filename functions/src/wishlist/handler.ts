import { createFunction } from '../lib/http/create-function';

const changes = () => import('./routes/change-routes');

/** The session's wishlist. Each route's module loads on its first request (decision 0027). */
export const handler = createFunction('wishlist', {
  listWishlist: () => import('./routes/read-routes'),
  addWishlistItem: changes,
  removeWishlistItem: changes,
});
