/** Published to orders: one wording for a stock refusal, in the cart and at checkout. */
export { notEnoughStockMessage } from '../stock-message';
