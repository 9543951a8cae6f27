/** Published to admin: the payment provider settings (refunds use the same account). */
export { paymentsEnv } from '../payments-env';
