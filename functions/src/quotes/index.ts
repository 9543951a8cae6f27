/**
 * The quotes module's one door (functions/src/quotes/): what other modules may use. The webhook path hands
 * a verified payment event of a quote here.
 */
export { applyQuotePaymentEvent, isQuotePayment } from './apply-quote-payment';
