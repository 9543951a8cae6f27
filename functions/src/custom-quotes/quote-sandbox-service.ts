import type { QuoteSandboxConfirm, QuoteSandboxResult } from '@crystal/shared/schemas/quote';
import { invalid } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import type { SandboxPayments } from '../payment-adapters';
import { noSandbox, payableQuote, QUOTE_PAY_RATE } from './quote-link-service';
import { linkVersionOf } from './quote-item';
import { getQuote } from './quote-repository';

/**
 * POST /api/quotes/{token}/sandbox-confirm: the TEST MODE card form pays what the link pays (the server's
 * amount), with Stripe's test-card semantics; the sandbox sends the same signed payment_intent event Stripe
 * would through the webhook path, which records the payment and makes (or settles) the order.
 */
export async function confirmQuoteSandboxPayment(sandbox: SandboxPayments | undefined, token: string, input: QuoteSandboxConfirm, client: string): Promise<QuoteSandboxResult> {
  if (!sandbox) throw noSandbox();
  await enforceRateLimit(QUOTE_PAY_RATE, client);
  const { quote, part, amountCents } = await payableQuote(token);
  if (!(await sandbox.verifyQuoteClientSecret(quote.id, part, input.clientSecret))) {
    throw invalid('The payment client secret does not match this quote');
  }
  const result = await sandbox.confirmQuote({ id: quote.id, part, amountCents, version: linkVersionOf(quote) }, input.cardNumber);
  if (!result.ok) return { status: 'requires_payment_method', quoteId: quote.id, error: result.error };
  // The webhook path has run: the order it made (or settled) is the shopper's order number.
  const orderId = (await getQuote(quote.id))?.orderId;
  return { status: 'succeeded', quoteId: quote.id, ...(orderId ? { orderId } : {}) };
}
