import Stripe from 'stripe';
import { AppError, conflict } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { RefundProvider } from '../refund-port';

export type StripeRefundOptions = {
  secretKey: () => Promise<string>;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

/** Full refunds of an order's PaymentIntent through Stripe's Refunds API, idempotent per order. */
export function stripeRefunds(options: StripeRefundOptions): RefundProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= options.secretKey().then(
      (key) => new Stripe(key, { host: options.host, port: options.port, protocol: options.protocol, maxNetworkRetries: 2, telemetry: false }),
    ));
  return {
    name: 'stripe',
    async refund({ orderId, paymentIntentId, amountCents, idempotencyKey }) {
      if (!paymentIntentId) throw conflict(`Order #${orderId} has no card payment to refund`);
      try {
        const refund = await (await stripe()).refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, metadata: { orderId: String(orderId) } },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        logger.error('Stripe refund failed', error as Error);
        throw new AppError('UNAVAILABLE', 'The payment service did not accept the refund. Please try again.');
      }
    },
  };
}
