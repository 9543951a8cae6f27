import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/**
 * The sandbox adapter (local default and tests): a payment intent per order, its client secret an HMAC
 * of the intent id under the webhook secret, so the TEST MODE card form can prove it holds it.
 */
export function sandboxProvider(secret: () => Promise<string>): PaymentProvider & {
  verifyClientSecret(orderId: number, clientSecret: string): Promise<boolean>;
  intentId(orderId: number): string;
} {
  const intentId = (orderId: number) => `pi_sandbox_${orderId}`;
  const clientSecretOf = async (orderId: number) =>
    `${intentId(orderId)}_secret_${createHmac('sha256', await secret()).update(intentId(orderId)).digest('hex').slice(0, 24)}`;
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
  };
}
