import { centsToDecimalString } from '@crystal/shared/money';
import { provinceName } from '@crystal/shared/provinces';
import type { QuotePage, QuotePart, QuotePaymentIntent, QuotePaymentRequest } from '@crystal/shared/schemas/quote';
import { AppError, conflict, gone, invalid, notFound } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import type { PaymentProvider } from '../payment-adapters';
import { linkVersionOf, type QuoteRecord } from './quote-item';
import { getQuote, saveShopperDetails } from './quote-repository';
import { readQuoteToken } from './quote-link';
import { balanceCentsOf, quoteAmounts, quoteStatusOf } from './to-quote-dto';

export const QUOTE_CANCELLED = 'This quote was cancelled by the shop. Please contact us if you would still like the piece.';
export const QUOTE_LINK_REPLACED = 'This quote has been updated: please use the link in the newest email we sent you.';

/** Per client address: reading a quote link, and starting or confirming its payment. */
export const QUOTE_READ_RATE = { scope: 'quote-read', limit: 60, windowSeconds: 600 };
export const QUOTE_PAY_RATE = { scope: 'quote-pay', limit: 20, windowSeconds: 600 };

/** A link's quote and what it pays now: `amountCents` is the server's, never the client's. */
export type PayableQuote = { quote: QuoteRecord; part: QuotePart; amountCents: number };

/**
 * The quote a token opens, payable now. An altered or expired token, or a quote that does not exist, is a
 * 404 that says nothing more; a link whose payment is done, or a quote past its expiry, is a 409.
 */
export async function payableQuote(token: string): Promise<PayableQuote> {
  const link = await readQuoteToken(token);
  const quote = link && (await getQuote(link.quoteId));
  if (!link || !quote) throw notFound('Quote');
  // A link voided by an edit or a cancellation (issue 44 build 9) is gone, not missing: she says why.
  if (quote.status === 'cancelled') throw gone(QUOTE_CANCELLED);
  if (link.version !== linkVersionOf(quote)) throw gone(QUOTE_LINK_REPLACED);
  if (link.kind === 'pay') {
    if (quote.status !== 'open') throw conflict('This quote has already been paid.');
    if (quoteStatusOf(quote) === 'expired') throw conflict('This quote has expired. Please contact the shop for a new one.');
    return quote.depositCents === null
      ? { quote, part: 'full', amountCents: quote.totalCents }
      : { quote, part: 'deposit', amountCents: quote.depositCents };
  }
  if (quote.status === 'paid') throw conflict('This balance has already been paid.');
  if (quote.status !== 'deposit_paid') throw conflict('This quote has no balance to pay yet.');
  return { quote, part: 'balance', amountCents: balanceCentsOf(quote) };
}

/** GET /api/quotes/{token}: the quote and what this link pays. */
export async function quotePage(token: string, client: string): Promise<QuotePage> {
  await enforceRateLimit(QUOTE_READ_RATE, client);
  const { quote, part, amountCents } = await payableQuote(token);
  return {
    id: quote.id,
    status: quoteStatusOf(quote),
    customerName: quote.customerName,
    language: quote.language,
    province: quote.province,
    expiresOn: quote.expiresOn,
    ...quoteAmounts(quote),
    part,
    amountDue: centsToDecimalString(amountCents),
    paid: centsToDecimalString(quote.paidCents),
    orderId: quote.orderId ?? null,
    phoneOnFile: Boolean(quote.customerPhone),
  };
}

/**
 * POST /api/quotes/{token}/payment-intent: the intent for what this link pays, its amount the stored
 * quote's (idempotency key `quote-<id>-<part>`). The first payment carries the shipping address, in the
 * province the quote was priced for, and a phone unless the quote has one, kept on the quote for its order.
 */
export async function createQuotePaymentIntent(payments: PaymentProvider, token: string, body: QuotePaymentRequest, client: string): Promise<QuotePaymentIntent> {
  await enforceRateLimit(QUOTE_PAY_RATE, client);
  const { quote, part, amountCents } = await payableQuote(token);
  if (part !== 'balance') {
    const { shippingAddress } = body;
    const customerPhone = body.customerPhone || quote.customerPhone;
    if (!shippingAddress || !customerPhone) {
      throw invalid('Invalid request', [
        ...(shippingAddress ? [] : [{ path: 'shippingAddress', message: 'Street address is required' }]),
        ...(customerPhone ? [] : [{ path: 'customerPhone', message: 'Valid phone number is required' }]),
      ]);
    }
    if (shippingAddress.province !== quote.province) {
      throw invalid('Invalid request', [
        { path: 'shippingAddress.province', message: `This quote was priced for ${provinceName(quote.province)}` },
      ]);
    }
    if (!(await saveShopperDetails(quote.id, shippingAddress, customerPhone))) throw conflict('This quote has already been paid.');
  }
  // Each version of the quote has its own intents: an edit changes the amount, and Stripe refuses one key for two amounts.
  const version = linkVersionOf(quote);
  const idempotencyKey = version === 1 ? `quote-${quote.id}-${part}` : `quote-${quote.id}-v${version}-${part}`;
  const intent = await payments.createQuoteIntent({ quoteId: quote.id, part, amountCents, idempotencyKey, version });
  return {
    clientSecret: intent.clientSecret,
    provider: payments.name,
    ...(payments.publishableKey ? { publishableKey: payments.publishableKey } : {}),
    quoteId: quote.id,
    part,
    amount: centsToDecimalString(amountCents),
    currency: 'cad',
  };
}

/** The sandbox route answers 404 unless the sandbox takes the payments. */
export const noSandbox = () => new AppError('NOT_FOUND', 'No API route for this quote payment');
