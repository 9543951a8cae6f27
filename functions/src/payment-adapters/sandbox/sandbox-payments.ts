import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxConfirmResult } from '@crystal/shared/schemas/order';
import type { CreateQuoteIntentInput, PaymentProvider } from '../payment-port';
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
  /** A quote's part (functions/src/custom-quotes/): its client secret, and its confirmation, the same way. */
  verifyQuoteClientSecret(quoteId: number, part: QuotePart, clientSecret: string): Promise<boolean>;
  confirmQuote(quote: { id: number; part: QuotePart; amountCents: number; version: number }, cardNumber: string): Promise<SandboxCardResult>;
};

type QuotePart = CreateQuoteIntentInput['part'];
type CardError = Extract<SandboxConfirmResult, { error: unknown }>['error'];
/** A card's outcome in the sandbox: paid, or Stripe's error for the card field. */
export type SandboxCardResult = { ok: true } | { ok: false; error: CardError };

/** The payment_intent Stripe would send for `amount`, as the card's outcome leaves it. */
function intentOf(id: string, amount: number, metadata: Record<string, string>, outcome: ReturnType<typeof cardOutcome>) {
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_received: outcome.ok ? amount : 0,
    currency: 'cad',
    livemode: false,
    status: outcome.ok ? 'succeeded' : 'requires_payment_method',
    metadata,
    last_payment_error: outcome.ok ? null : { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode ?? null, message: outcome.message },
  };
}

/**
 * The sandbox adapter (local default and tests): a payment intent per order, its client secret an HMAC
 * of the intent id under the webhook secret, so the TEST MODE card form can prove it holds it.
 */
export function sandboxProvider(wiring: SandboxWiring): SandboxPayments {
  const intentId = (orderId: number) => `pi_sandbox_${orderId}`;
  const quoteIntentId = (quoteId: number, part: QuotePart) => `pi_sandbox_quote_${quoteId}_${part}`;
  const secretOf = async (id: string) => `${id}_secret_${createHmac('sha256', await wiring.secret()).update(id).digest('hex').slice(0, 24)}`;
  const clientSecretOf = (orderId: number) => secretOf(intentId(orderId));
  const verify = async (id: string, clientSecret: string) => {
    const expected = Buffer.from(await secretOf(id));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    name: 'sandbox',
    intentId,
    async createIntent({ orderId }) {
      return { id: intentId(orderId), clientSecret: await clientSecretOf(orderId) };
    },
    verifyClientSecret: (orderId, clientSecret) => verify(intentId(orderId), clientSecret),
    async createQuoteIntent({ quoteId, part }) {
      const id = quoteIntentId(quoteId, part);
      return { id, clientSecret: await secretOf(id) };
    },
    verifyQuoteClientSecret: (quoteId, part, clientSecret) => verify(quoteIntentId(quoteId, part), clientSecret),
    async confirmQuote(quote, cardNumber) {
      const outcome = cardOutcome(cardNumber);
      const metadata = { quoteId: String(quote.id), part: quote.part, version: String(quote.version) };
      if (outcome.ok || outcome.webhook) {
        const intent = intentOf(quoteIntentId(quote.id, quote.part), quote.amountCents, metadata, outcome);
        await sendSandboxEvent(wiring, outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
      }
      if (outcome.ok) return { ok: true };
      return { ok: false, error: { type: 'card_error', code: outcome.code, ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}), message: outcome.message } };
    },
    async confirm(order, cardNumber) {
      const outcome = cardOutcome(cardNumber);
      const intent = intentOf(intentId(order.id), order.totalCents, { orderId: String(order.id) }, outcome);
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
