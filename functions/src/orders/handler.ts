import { createFunction } from '../lib/http/create-function';

const follow = () => import('./routes/follow-routes');

/** Orders. Each route's module loads on its first request (decision 0027). */
export const handler = createFunction('orders', {
  createOrder: () => import('./routes/place-routes'),
  getOrder: follow,
  getOrderByLink: follow,
  resumeCheckout: () => import('./routes/resume-routes'),
  // A buyer's review through her review-request mail's signed link (reviews/).
  postReview: () => import('./routes/review-routes'),
  // What is left on a gift card (gift-cards/).
  checkGiftCardBalance: () => import('./routes/gift-card-routes'),
});
