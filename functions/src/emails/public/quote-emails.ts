/** Published to quotes: the quote, its balance link and the payment receipt, in the shopper's language. */
export { quoteBalanceEmail, quoteEmail, quoteReceiptEmail, type QuoteForMail } from '../quote-emails';
