import Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { PaymentProvider } from '../payment-port';

export type StripeProviderOptions = {
  secretKey: () => Promise<string>;
  publishableKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
};

/** The Stripe adapter: PaymentIntents through the official SDK, amount in cents, CAD. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= options.secretKey().then(
      (key) =>
        new Stripe(key, {
          host: options.host,
          port: options.port,
          protocol: options.protocol,
          maxNetworkRetries: options.maxNetworkRetries ?? 2,
          telemetry: false,
        }),
    ));
  async function create(amount: number, metadata: Record<string, string>, description: string, idempotencyKey: string) {
    try {
      const intent = await (await stripe()).paymentIntents.create(
        { amount, currency: 'cad', automatic_payment_methods: { enabled: true }, metadata, description },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      logger.error('Stripe PaymentIntent creation failed', error as Error);
      throw new AppError('UNAVAILABLE', 'We could not reach the payment service. Please try again.');
    }
  }
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    createIntent: ({ orderId, amountCents, idempotencyKey }) =>
      create(amountCents, { orderId: String(orderId) }, `Order #${orderId}`, idempotencyKey),
    createQuoteIntent: ({ quoteId, part, amountCents, idempotencyKey, version }) =>
      create(amountCents, { quoteId: String(quoteId), part, version: String(version) }, `Quote #${quoteId} (${part})`, idempotencyKey),
  };
}
