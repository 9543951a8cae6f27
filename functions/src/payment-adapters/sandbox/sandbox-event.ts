import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Hands a signed event body to the webhook's code path, as Stripe's delivery would. */
export type DeliverEvent = (payload: string, signature: string) => Promise<unknown>;

/**
 * What the sandbox is handed where its function is wired (DESIGN ruling 23): the webhook signing secret
 * (it signs its events and its client secrets with it) and the webhook's code path to deliver to. The
 * sandbox never imports either.
 */
export type SandboxWiring = { secret: () => Promise<string>; deliver: DeliverEvent };

/**
 * The sandbox's side of Stripe's webhooks: the event JSON Stripe would send for `object`, signed with the
 * endpoint secret and delivered to the same code path as Stripe's own deliveries (signature check, event
 * de-duplication, the order's transition). `id` defaults to a fresh event id, as each Stripe event has.
 */
export async function sendSandboxEvent(
  wiring: SandboxWiring,
  type: string,
  object: Record<string, unknown>,
  id = `evt_sandbox_${randomBytes(12).toString('hex')}`,
): Promise<unknown> {
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
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: await wiring.secret() });
  return wiring.deliver(payload, signature);
}
