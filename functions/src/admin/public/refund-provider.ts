/** Published to fulfilment: the refund side of the payments port (Stripe Refunds or the sandbox). */
export { refundProvider } from '../refunds/refunds-from-env';
