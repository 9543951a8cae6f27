import type { RouteDef } from './route-types';

/**
 * Reviews from buyers only (docs/decisions/0108-reviews-from-buyers.md). Posting takes the signed link
 * from the review-request mail and reads its order, so it runs in the orders function, which already
 * opens an order by its signed link; a piece's published reviews are a catalogue read.
 */
export const reviewsRoutes = [
  { id: 'postReview', method: 'POST', path: '/api/reviews/{token}', fn: 'orders', auth: 'public', session: false },
  { id: 'listProductReviews', method: 'GET', path: '/api/products/{id}/reviews', fn: 'catalog', auth: 'public', session: false },
] as const satisfies readonly RouteDef[];

const admin = { fn: 'admin', auth: 'admin', session: false } as const;

/** Her moderation: she publishes, rejects or replies; she never edits a buyer's words or stars. */
export const adminReviewsRoutes = [
  { id: 'adminListReviews', method: 'GET', path: '/api/admin/reviews', ...admin },
  { id: 'adminPublishReview', method: 'POST', path: '/api/admin/reviews/{id}/publish', ...admin },
  { id: 'adminRejectReview', method: 'POST', path: '/api/admin/reviews/{id}/reject', ...admin },
  { id: 'adminReplyReview', method: 'PUT', path: '/api/admin/reviews/{id}/reply', ...admin },
] as const satisfies readonly RouteDef[];
