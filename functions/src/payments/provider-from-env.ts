import { secretFrom } from '../lib/secret-from';
import { webhookSecret } from '../webhooks/public/webhook-secret';
import { paymentsEnv } from './payments-env';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';
import type { PaymentProvider } from './payment-provider';

export const sandbox = paymentsEnv.PAYMENTS_PROVIDER === 'sandbox' ? sandboxProvider(webhookSecret) : undefined;

/** Chosen by configuration (PAYMENTS_PROVIDER), never by `if (test)`. */
export const paymentProvider: PaymentProvider =
  sandbox ??
  stripeProvider({
    secretKey: secretFrom(paymentsEnv.STRIPE_SECRET_PARAM, paymentsEnv.STRIPE_SECRET_KEY),
    publishableKey: paymentsEnv.STRIPE_PUBLISHABLE_KEY!,
    host: paymentsEnv.STRIPE_API_HOST,
    port: paymentsEnv.STRIPE_API_PORT,
    protocol: paymentsEnv.STRIPE_API_PROTOCOL,
  });
