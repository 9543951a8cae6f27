import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/**
 * The sandbox adapter (local default and tests): a payment intent per order, its client secret an HMAC
 * of the intent id under the webhook secret, so the TEST MODE card form can prove it holds it.
 */
export function sandboxProvider(secret: () => Promise<string>): PaymentProvider & {
  verifyClientSecret(orderId: number, clientSecret: string): Promise<boolean>;
  intentId(orderId: number): string;
  quoteIntentId(quoteId: number, part: string): string;
  verifyIntentClientSecret(intentId: string, clientSecret: string): Promise<boolean>;
} {
  const intentId = (orderId: number) => `pi_sandbox_${orderId}`;
  const quoteIntentId = (quoteId: number, part: string) => `pi_sandbox_quote_${quoteId}_${part}`;
  const secretOf = async (id: string) => `${id}_secret_${createHmac('sha256', await secret()).update(id).digest('hex').slice(0, 24)}`;
  const verifyIntentClientSecret = async (id: string, clientSecret: string) => {
    const expected = Buffer.from(await secretOf(id));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    name: 'sandbox',
    intentId,
    quoteIntentId,
    verifyIntentClientSecret,
    async createIntent({ orderId }) {
      return { id: intentId(orderId), clientSecret: await secretOf(intentId(orderId)) };
    },
    async createQuoteIntent({ quoteId, part }) {
      const id = quoteIntentId(quoteId, part);
      return { id, clientSecret: await secretOf(id) };
    },
    verifyClientSecret: (orderId, clientSecret) => verifyIntentClientSecret(intentId(orderId), clientSecret),
  };
}
