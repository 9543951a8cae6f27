import { createPaymentIntentSchema, sandboxConfirmSchema } from '@crystal/shared/schemas/order';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { ok } from '../lib/http/responses';
import { createPaymentIntent, paymentConfig } from './payment-service';
import { confirmSandboxPayment } from './sandbox-service';

export const handler = createFunction('payments', {
  getPaymentConfig: defineRoute({}, async () => ok(paymentConfig())),
  createPaymentIntent: defineRoute({ body: createPaymentIntentSchema }, async ({ sessionId, body }) =>
    ok(await createPaymentIntent(sessionId, body.orderId)),
  ),
  sandboxConfirm: defineRoute({ body: sandboxConfirmSchema }, async ({ sessionId, body }) =>
    ok(await confirmSandboxPayment(sessionId, body)),
  ),
});
