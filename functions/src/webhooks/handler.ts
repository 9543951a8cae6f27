import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { ok } from '../lib/http/responses';
import { handleStripeWebhook } from './webhook-service';

export const handler = createFunction('webhooks', {
  stripeWebhook: defineRoute({}, async ({ rawBody, event }) =>
    ok(await handleStripeWebhook(rawBody, event.headers?.['stripe-signature'])),
  ),
});
