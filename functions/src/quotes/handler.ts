import { createFunction } from '../lib/http/create-function';

const admin = () => import('./routes/admin-quote-routes');
const link = () => import('./routes/link-routes');

/** Quotes for custom work. Each route's module loads on its first request (decision 0027). */
export const handler = createFunction('quotes', {
  adminCreateQuote: admin,
  adminListQuotes: admin,
  adminSendQuoteBalance: admin,
  adminEditQuote: admin,
  adminCancelQuote: admin,
  getQuoteByLink: link,
  createQuotePaymentIntent: link,
  confirmQuoteSandboxPayment: link,
});
