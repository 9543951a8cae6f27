import Stripe from 'stripe';
import { PutParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';

/**
 * The Stripe events the shop handles (the webhook function's payment and charge transitions,
 * functions/src/orders/transitions/apply-payment-event.ts and apply-charge-event.ts).
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

export type StripeOptions = { host?: string; port?: number; protocol?: 'http' | 'https' };

export type WebhookOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'updated'; id: string; added: string[] }
  | { kind: 'present'; id: string };

/**
 * Registers the shop's webhook endpoint with Stripe if it is missing, with every event the shop handles,
 * and stores its signing secret (Stripe gives it only when the endpoint is created) in the stage's SSM
 * parameter. An endpoint already there keeps its secret; events it lacks are added.
 */
export async function ensureStripeWebhook(
  secretKey: string,
  url: string,
  parameterName: string,
  ssm: SSMClient,
  options: StripeOptions = {},
): Promise<WebhookOutcome> {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 1, telemetry: false, ...options });
  let existing: Stripe.WebhookEndpoint | undefined;
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url === url) {
      existing = endpoint;
      break;
    }
  }
  if (existing) {
    const missing = STRIPE_WEBHOOK_EVENTS.filter((e) => !existing.enabled_events.includes(e) && !existing.enabled_events.includes('*'));
    if (!missing.length) return { kind: 'present', id: existing.id };
    await stripe.webhookEndpoints.update(existing.id, { enabled_events: [...new Set([...existing.enabled_events, ...missing])] as Stripe.WebhookEndpointUpdateParams.EnabledEvent[] });
    return { kind: 'updated', id: existing.id, added: missing };
  }
  const created = await stripe.webhookEndpoints.create({
    url,
    enabled_events: [...STRIPE_WEBHOOK_EVENTS],
    description: 'Sacred Crystal Jewelry shop (registered by npm run deploy)',
  });
  if (!created.secret) throw new Error('Stripe created the webhook endpoint but returned no signing secret');
  await ssm.send(new PutParameterCommand({ Name: parameterName, Type: 'SecureString', Value: created.secret, Overwrite: true }));
  return { kind: 'created', id: created.id };
}
