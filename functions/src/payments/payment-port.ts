import type { PaymentConfig, PaymentProviderName } from '@crystal/shared/schemas/order';

export type CreatedIntent = { id: string; clientSecret: string };

export type CreateIntentInput = {
  orderId: number;
  /** Always the stored order's total (never a client's amount). */
  amountCents: number;
  /** `order-<id>`: asking twice for the same order gives the same intent. */
  idempotencyKey: string;
};

/** Payments port: Stripe in production, the sandbox locally; chosen by PAYMENTS_PROVIDER. */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** For the browser's payment client (Stripe.js); the sandbox has none. */
  publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
};

/** GET /api/payment-config: which provider the browser's payment form talks to. */
export function paymentConfigOf(payments: PaymentProvider): PaymentConfig {
  return { provider: payments.name, ...(payments.publishableKey ? { publishableKey: payments.publishableKey } : {}) };
}
