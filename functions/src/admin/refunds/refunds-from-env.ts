import { secretFrom } from '../../lib/secret-from';
import { paymentsEnv } from '../../payments/public/payments-env';
import { sandboxRefunds } from './sandbox-refunds';
import { stripeRefunds } from './stripe-refunds';
import type { RefundProvider } from './refund-provider';

/** Same switch as the payment provider: PAYMENTS_PROVIDER, never `if (test)`. */
export const refundProvider: RefundProvider =
  paymentsEnv.PAYMENTS_PROVIDER === 'sandbox'
    ? sandboxRefunds()
    : stripeRefunds({
        secretKey: secretFrom(paymentsEnv.STRIPE_SECRET_PARAM, paymentsEnv.STRIPE_SECRET_KEY),
        host: paymentsEnv.STRIPE_API_HOST,
        port: paymentsEnv.STRIPE_API_PORT,
        protocol: paymentsEnv.STRIPE_API_PROTOCOL,
      });
