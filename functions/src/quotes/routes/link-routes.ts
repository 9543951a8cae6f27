import { quotePaymentRequestSchema, quoteSandboxConfirmSchema } from '@crystal/shared/schemas/quote';
import { defineRoute } from '../../lib/http/define-route';
import { tokenParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { deliverSandboxEvent } from '../../webhooks/public/deliver-sandbox-event';
import { createQuotePaymentIntent as startPayment, quotePage } from '../quote-link-service';
import { confirmQuoteSandboxPayment as confirmSandbox } from '../quote-sandbox-service';

/** The shopper's side: the signed link is the credential; limits key on the client address. */

export const getQuoteByLink = defineRoute({ params: tokenParams }, async ({ params, ip }) => ok(await quotePage(params.token, ip)));

export const createQuotePaymentIntent = defineRoute({ params: tokenParams, body: quotePaymentRequestSchema }, async ({ params, body, ip }) =>
  ok(await startPayment(params.token, body, ip)),
);

// The sandbox is handed the webhook path's delivery here, at the route's entry; the service never imports it.
export const confirmQuoteSandboxPayment = defineRoute({ params: tokenParams, body: quoteSandboxConfirmSchema }, async ({ params, body, ip }) =>
  ok(await confirmSandbox(params.token, body, ip, deliverSandboxEvent)),
);
