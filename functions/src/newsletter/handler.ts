import { createFunction } from '../lib/http/create-function';

const subscriptions = () => import('./routes/subscribe-routes');

/** The newsletter and back-in-stock requests. Each route's module loads on its first request (decision 0027). */
export const handler = createFunction('newsletter', {
  subscribeNewsletter: subscriptions,
  confirmNewsletter: subscriptions,
  unsubscribeNewsletter: subscriptions,
  requestBackInStock: () => import('./routes/back-in-stock-routes'),
});
