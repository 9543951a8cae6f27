import { createPaymentIntentSchema, sandboxConfirmSchema } from '@crystal/shared/schemas/order';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { ok } from '../lib/http/responses';
import { confirmSandboxPayment, createPaymentIntent } from '../orders';
import { handleStripeWebhook, webhookSecret } from '../webhooks';
import { paymentAdaptersFromEnv, paymentConfigOf } from '../payment-adapters';

/** Wired here, at the entry point: the sandbox signs its events and delivers them to the webhook's code path. */
const { payments, sandbox } = paymentAdaptersFromEnv({ secret: webhookSecret, deliver: handleStripeWebhook });

export const handler = createFunction('payments', {
  getPaymentConfig: defineRoute({}, async () => ok(paymentConfigOf(payments))),
  createPaymentIntent: defineRoute({ body: createPaymentIntentSchema }, async ({ sessionId, body }) =>
    ok(await createPaymentIntent(payments, sessionId, body.orderId)),
  ),
  sandboxConfirm: defineRoute({ body: sandboxConfirmSchema }, async ({ sessionId, body }) =>
    ok(await confirmSandboxPayment(sandbox, sessionId, body)),
  ),
});
