import type { QuoteSandboxConfirm, QuoteSandboxResult } from '@crystal/shared/schemas/quote';
import { invalid } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { cardOutcome, sandbox } from '../payments/public/quote-payments';
import { noSandbox, payableQuote, QUOTE_PAY_RATE } from './quote-link-service';
import { getQuote } from './quote-repository';

/** The sandbox's delivery of a signed event through the webhook's own path, handed in by the handler. */
export type DeliverEvent = (type: string, object: Record<string, unknown>) => Promise<unknown>;

/**
 * POST /api/quotes/{token}/sandbox-confirm: the TEST MODE card form pays what the link pays, with Stripe's
 * test-card semantics, and the same signed payment_intent event Stripe would send goes through the webhook
 * path, which records the payment and makes the order.
 */
export async function confirmQuoteSandboxPayment(token: string, input: QuoteSandboxConfirm, client: string, deliver: DeliverEvent): Promise<QuoteSandboxResult> {
  if (!sandbox) throw noSandbox();
  await enforceRateLimit(QUOTE_PAY_RATE, client);
  const { quote, part, amountCents } = await payableQuote(token);
  const intentId = sandbox.quoteIntentId(quote.id, part);
  if (!(await sandbox.verifyIntentClientSecret(intentId, input.clientSecret))) {
    throw invalid('The payment client secret does not match this quote');
  }
  const outcome = cardOutcome(input.cardNumber);
  const intent = {
    id: intentId,
    object: 'payment_intent',
    amount: amountCents,
    amount_received: outcome.ok ? amountCents : 0,
    currency: 'cad',
    livemode: false,
    status: outcome.ok ? 'succeeded' : 'requires_payment_method',
    metadata: { quoteId: String(quote.id), part },
    last_payment_error: outcome.ok ? null : { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode ?? null, message: outcome.message },
  };
  if (outcome.ok || outcome.webhook) await deliver(outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
  if (outcome.ok) {
    // The webhook path has run: the order it made (or settled) is the shopper's order number.
    const orderId = (await getQuote(quote.id))?.orderId;
    return { status: 'succeeded', quoteId: quote.id, ...(orderId ? { orderId } : {}) };
  }
  return {
    status: 'requires_payment_method',
    quoteId: quote.id,
    error: { type: 'card_error', code: outcome.code, ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}), message: outcome.message },
  };
}
