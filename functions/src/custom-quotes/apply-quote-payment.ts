import type Stripe from 'stripe';
import { logger } from '../lib/logger';
import { nextId } from '../lib/db/next-id';
import { sendOnce } from '../lib/mail/send-once';
import { getShopSettings } from '../settings';
import { adminOrderUrl, paidQuoteOrderWrites, rememberPayment, settleQuoteBalanceWrite } from '../orders';
import { quoteReceiptEmail } from './mail/quote-emails';
import { quotePaidAlert, quotePaidAlertKey } from './mail/quote-paid-alert';
import { linkVersionOf, type QuoteRecord } from './quote-item';
import { getQuote, recordQuotePayment } from './quote-repository';
import { balanceCentsOf, toMailQuote } from './to-quote-dto';

type Intent = Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'currency' | 'metadata'>;
const PARTS = ['deposit', 'full', 'balance'] as const;
type Part = (typeof PARTS)[number];

/** The quote and part a payment intent's metadata names (set by createQuoteIntent), if any. */
function quotePaymentOf(intent: Intent): { quoteId: number; part: Part } | undefined {
  const quoteId = Number(intent.metadata?.quoteId);
  const part = PARTS.find((p) => p === intent.metadata?.part);
  return Number.isSafeInteger(quoteId) && quoteId > 0 && part ? { quoteId, part } : undefined;
}

/** Whether a verified payment event is a quote's (its intent names a quote) rather than an order's. */
export function isQuotePayment(event: Stripe.Event): boolean {
  return event.type.startsWith('payment_intent.') && quotePaymentOf(event.data.object as Intent) !== undefined;
}

const expectedCents = (quote: QuoteRecord, part: Part) =>
  part === 'deposit' ? quote.depositCents : part === 'full' ? quote.totalCents : balanceCentsOf(quote);

/**
 * The first payment (deposit or whole): the quote becomes a paid order, in ONE transaction conditional on
 * the quote still being open, so a redelivered event makes no second order.
 */
async function firstPayment(quote: QuoteRecord, part: Part, intent: Intent, now: string): Promise<number | undefined> {
  if (quote.status !== 'open') return undefined;
  if (!quote.shippingAddress || !quote.customerPhone) {
    logger.error('Quote paid without a shipping address; no order made', { quoteId: quote.id, intent: intent.id });
    return undefined;
  }
  const orderId = await nextId('order');
  const writes = paidQuoteOrderWrites(
    orderId,
    { ...quote, shippingAddress: quote.shippingAddress, customerPhone: quote.customerPhone },
    intent.amount,
    intent.id,
    now,
  );
  const to = part === 'deposit' ? 'deposit_paid' : 'paid';
  return (await recordQuotePayment(quote.id, { from: 'open', to, paidCents: intent.amount, orderId, now, version: linkVersionOf(quote) }, writes)) ? orderId : undefined;
}

/** The balance: the quote is paid in full and its order owes nothing, together. */
async function balancePayment(quote: QuoteRecord, intent: Intent, now: string): Promise<number | undefined> {
  if (quote.status !== 'deposit_paid' || !quote.orderId) return undefined;
  const write = settleQuoteBalanceWrite(quote.orderId, intent.amount, intent.id, now);
  const change = { from: 'deposit_paid', to: 'paid', paidCents: quote.paidCents + intent.amount, orderId: quote.orderId, now, version: linkVersionOf(quote) } as const;
  return (await recordQuotePayment(quote.id, change, [write])) ? quote.orderId : undefined;
}

/**
 * A verified payment event of a quote (webhooks/ checked its signature and de-duplicates its id). Only a
 * success of exactly the amount the stored quote owes for that part counts; each is applied once, then
 * the payment is remembered for refunds and disputes, the shopper gets a receipt and the artisan an alert
 * (each sent once per quote and part, so a redelivered event mails no one twice).
 * A failed card holds nothing: the link can be paid again.
 */
export async function applyQuotePaymentEvent(event: Stripe.Event): Promise<void> {
  const intent = event.data.object as Intent;
  const ref = quotePaymentOf(intent);
  if (!ref) return;
  if (event.type !== 'payment_intent.succeeded') return logger.info('Quote payment not completed', { quoteId: ref.quoteId, type: event.type });
  const quote = await getQuote(ref.quoteId);
  if (!quote) return logger.warn('payment_intent.succeeded for an unknown quote', { intent: intent.id });
  // A payment begun on a link she has since voided (an edit, a cancellation) pays a quote that no longer stands.
  const version = Number(intent.metadata?.version ?? 1);
  if (quote.status === 'cancelled' || version !== linkVersionOf(quote)) {
    return logger.error('Quote payment on a voided link; not recorded: refund it in Stripe', { quoteId: quote.id, part: ref.part, version, amount: intent.amount });
  }
  if (intent.currency !== 'cad' || intent.amount !== expectedCents(quote, ref.part)) {
    return logger.error('Quote payment amount does not match the quote; not recorded', { quoteId: quote.id, part: ref.part, amount: intent.amount });
  }
  const now = new Date().toISOString();
  const orderId = ref.part === 'balance' ? await balancePayment(quote, intent, now) : await firstPayment(quote, ref.part, intent, now);
  const after = await getQuote(quote.id);
  const paidOrder = orderId ?? after?.orderId;
  if (!after || !paidOrder) return;
  await rememberPayment(intent.id, paidOrder);
  const settings = await getShopSettings();
  const owedCents = after.totalCents - after.paidCents;
  await sendOnce(`quote-${quote.id}-${ref.part}-paid`, () =>
    quoteReceiptEmail(toMailQuote(after), { amountCents: intent.amount, orderId: paidOrder, owedCents }, settings),
  );
  await sendOnce(quotePaidAlertKey(quote.id, ref.part), () =>
    quotePaidAlert(toMailQuote(after), { part: ref.part, amountCents: intent.amount, owedCents, orderId: paidOrder, adminUrl: adminOrderUrl(paidOrder) }, settings),
  );
}
