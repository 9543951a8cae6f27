/** Published to quotes: a paid quote's order, written in the quote's own transaction, and its settled balance. */
export { paidQuoteOrderWrites, settleQuoteBalanceWrite, type QuoteForOrder } from '../quote-order';
