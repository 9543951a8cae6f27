import type { PaymentConfig, PaymentProviderName } from '@crystal/shared/schemas/order';

export type CreatedIntent = { id: string; clientSecret: string };

export type CreateIntentInput = {
  orderId: number;
  /** Always the stored order's total (never a client's amount). */
  amountCents: number;
  /** `order-<id>`: asking twice for the same order gives the same intent. */
  idempotencyKey: string;
};

/** A quote's payment: its deposit, its whole amount, or its balance (functions/src/custom-quotes/). */
export type CreateQuoteIntentInput = {
  quoteId: number;
  part: 'deposit' | 'full' | 'balance';
  /** Always the amount the stored quote owes for this part. */
  amountCents: number;
  /** `quote-<id>-<part>` (`quote-<id>-v<version>-<part>` once edited): asking twice for the same part gives the same intent. */
  idempotencyKey: string;
  /** The version of the quote's links it pays (metadata `version`): a payment of a voided version is not recorded. */
  version: number;
};

/** Payments port: Stripe in production, the sandbox locally; chosen by PAYMENTS_PROVIDER. */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** For the browser's payment client (Stripe.js); the sandbox has none. */
  publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The intent of a quote's part; its metadata carries `quoteId` and `part` instead of an order id. */
  createQuoteIntent(input: CreateQuoteIntentInput): Promise<CreatedIntent>;
};

/** GET /api/payment-config: which provider the browser's payment form talks to. */
export function paymentConfigOf(payments: PaymentProvider): PaymentConfig {
  return { provider: payments.name, ...(payments.publishableKey ? { publishableKey: payments.publishableKey } : {}) };
}
