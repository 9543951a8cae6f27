/**
 * Quotes for custom work: the quote record, its signed link, its payment and its mails. The module's one
 * door (decision 0029): the quotes function (functions/src/quotes/, its handler and routes) calls the
 * services here, and the webhook path hands a verified payment event of a quote here.
 */
export { applyQuotePaymentEvent, isQuotePayment } from './apply-quote-payment';
export { createQuotePaymentIntent, quotePage } from './quote-link-service';
export { confirmQuoteSandboxPayment } from './quote-sandbox-service';
export { cancelQuote, createQuote, editQuote, listQuotesForAdmin, sendBalanceLink } from './quote-service';
