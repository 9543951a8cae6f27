import { quotePaymentRequestSchema, quoteSandboxConfirmSchema } from '@crystal/shared/schemas/quote';
import { defineRoute } from '../../lib/http/define-route';
import { tokenParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { paymentAdaptersFromEnv } from '../../payment-adapters';
import { handleStripeWebhook, webhookSecret } from '../../webhooks';
import { confirmQuoteSandboxPayment as confirmSandbox, createQuotePaymentIntent as startPayment, quotePage } from '../../custom-quotes';

/** Wired here, where the routes load: the sandbox signs its events and delivers them to the webhook's code path. */
const { payments, sandbox } = paymentAdaptersFromEnv({ secret: webhookSecret, deliver: handleStripeWebhook });

/** The shopper's side: the signed link is the credential; limits key on the client address. */

export const getQuoteByLink = defineRoute({ params: tokenParams }, async ({ params, ip }) => ok(await quotePage(params.token, ip)));

export const createQuotePaymentIntent = defineRoute({ params: tokenParams, body: quotePaymentRequestSchema }, async ({ params, body, ip }) =>
  ok(await startPayment(payments, params.token, body, ip)),
);

export const confirmQuoteSandboxPayment = defineRoute({ params: tokenParams, body: quoteSandboxConfirmSchema }, async ({ params, body, ip }) =>
  ok(await confirmSandbox(sandbox, params.token, body, ip)),
);
