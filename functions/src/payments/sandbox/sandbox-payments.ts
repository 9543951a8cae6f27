import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxConfirmResult } from '@crystal/shared/schemas/order';
import type { PaymentProvider } from '../payment-port';
import { sendSandboxEvent, type SandboxWiring } from './sandbox-event';
import { cardOutcome } from './test-cards';

/** The sandbox adapter of the payment port, with what its TEST MODE card form needs beside it. */
export type SandboxPayments = PaymentProvider & {
  intentId(orderId: number): string;
  verifyClientSecret(orderId: number, clientSecret: string): Promise<boolean>;
  /**
   * The card form's confirmation of an order's payment: Stripe's test-card semantics, then the signed
   * payment_intent event Stripe would send, delivered to the webhook's code path.
   */
  confirm(order: { id: number; totalCents: number }, cardNumber: string): Promise<SandboxConfirmResult>;
};

/**
 * The sandbox adapter (local default and tests): a payment intent per order, its client secret an HMAC
 * of the intent id under the webhook secret, so the TEST MODE card form can prove it holds it.
 */
export function sandboxProvider(wiring: SandboxWiring): SandboxPayments {
  const intentId = (orderId: number) => `pi_sandbox_${orderId}`;
  const clientSecretOf = async (orderId: number) =>
    `${intentId(orderId)}_secret_${createHmac('sha256', await wiring.secret()).update(intentId(orderId)).digest('hex').slice(0, 24)}`;
  return {
    name: 'sandbox',
    intentId,
    async createIntent({ orderId }) {
      return { id: intentId(orderId), clientSecret: await clientSecretOf(orderId) };
    },
    async verifyClientSecret(orderId, clientSecret) {
      const expected = Buffer.from(await clientSecretOf(orderId));
      const given = Buffer.from(clientSecret);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async confirm(order, cardNumber) {
      const outcome = cardOutcome(cardNumber);
      const intent = {
        id: intentId(order.id),
        object: 'payment_intent',
        amount: order.totalCents,
        amount_received: outcome.ok ? order.totalCents : 0,
        currency: 'cad',
        livemode: false,
        status: outcome.ok ? 'succeeded' : 'requires_payment_method',
        metadata: { orderId: String(order.id) },
        last_payment_error: outcome.ok
          ? null
          : { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode ?? null, message: outcome.message },
      };
      if (outcome.ok || outcome.webhook) {
        await sendSandboxEvent(wiring, outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
      }
      if (outcome.ok) return { status: 'succeeded', orderId: order.id };
      return {
        status: 'requires_payment_method',
        orderId: order.id,
        error: {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
          message: outcome.message,
        },
      };
    },
  };
}
