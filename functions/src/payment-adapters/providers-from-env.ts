import { secretFrom } from '../lib/secret-from';
import type { PaymentProvider } from './payment-port';
import { readPaymentsEnv } from './payments-env';
import type { RefundProvider } from './refund-port';
import { sandboxProvider, type SandboxPayments } from './sandbox/sandbox-payments';
import { sandboxRefunds } from './sandbox/sandbox-refunds';
import type { SandboxWiring } from './sandbox/sandbox-event';
import { stripeProvider } from './stripe/stripe-payments';
import { stripeRefunds } from './stripe/stripe-refunds';

export type PaymentAdapters = {
  payments: PaymentProvider;
  refunds: RefundProvider;
  /** Set when PAYMENTS_PROVIDER is the sandbox: its TEST MODE card form's confirmation. */
  sandbox?: SandboxPayments;
};

/**
 * The payment and refund adapters, chosen by configuration (PAYMENTS_PROVIDER), never by `if (test)`.
 * Called where a function is wired (its entry point), which hands the sandbox what it must call later.
 */
export function paymentAdaptersFromEnv(wiring: SandboxWiring): PaymentAdapters {
  const env = readPaymentsEnv();
  if (env.PAYMENTS_PROVIDER === 'sandbox') {
    const sandbox = sandboxProvider(wiring);
    return { payments: sandbox, refunds: sandboxRefunds(wiring), sandbox };
  }
  const stripe = {
    secretKey: secretFrom(env.STRIPE_SECRET_PARAM, env.STRIPE_SECRET_KEY),
    host: env.STRIPE_API_HOST,
    port: env.STRIPE_API_PORT,
    protocol: env.STRIPE_API_PROTOCOL,
  };
  return { payments: stripeProvider({ ...stripe, publishableKey: env.STRIPE_PUBLISHABLE_KEY! }), refunds: stripeRefunds(stripe) };
}
