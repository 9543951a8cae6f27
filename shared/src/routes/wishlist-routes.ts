import type { RouteDef } from './route-types';

/** The session's saved pieces (docs/decisions/0010-wishlist-stored.md): stored server side beside the cart. */
export const wishlistRoutes = [
  { id: 'listWishlist', method: 'GET', path: '/api/wishlist', fn: 'wishlist', auth: 'public', session: true },
  { id: 'addWishlistItem', method: 'POST', path: '/api/wishlist', fn: 'wishlist', auth: 'public', session: true },
  { id: 'removeWishlistItem', method: 'DELETE', path: '/api/wishlist/{productId}', fn: 'wishlist', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
