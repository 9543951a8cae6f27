import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { handleStripeWebhook } from './webhook-service';
import { webhookSecret } from './webhook-secret';

/**
 * The sandbox's side of Stripe's webhooks: the event JSON Stripe would send for `object`, signed with the
 * endpoint secret and handed to the same code path as Stripe's own deliveries (signature check, event
 * de-duplication, the order's transition). `id` defaults to a fresh event id, as each Stripe event has.
 */
export async function deliverSandboxEvent(type: string, object: Record<string, unknown>, id = `evt_sandbox_${randomBytes(12).toString('hex')}`) {
  const event = {
    id,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: await webhookSecret() });
  return handleStripeWebhook(payload, signature);
}
