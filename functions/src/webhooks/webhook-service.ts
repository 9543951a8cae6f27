import Stripe from 'stripe';
import { invalid } from '../lib/errors';
import { webhookSecret } from './webhook-secret';
import { applyPaymentEvent } from '../orders';
import { applyQuotePaymentEvent, isQuotePayment } from '../custom-quotes';
import { isEventProcessed, recordEvent } from './webhook-event-repository';

/** Stripe's default: a signature older than 5 minutes is stale. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe, and the sandbox's in-process delivery: verify the signature with the Stripe
 * SDK (forged or stale -> 400 before anything is read or written), apply the event once, record its id.
 */
export async function handleStripeWebhook(
  rawBody: string | undefined,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: true }> {
  if (!rawBody || !signature) throw invalid('Missing Stripe-Signature header or body');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, await webhookSecret(), SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw invalid('Webhook signature verification failed');
  }
  if (await isEventProcessed(event.id)) return { received: true, duplicate: true };
  // A quote's payment (its intent names a quote) makes or settles the quote's order; any other is an order's.
  if (isQuotePayment(event)) await applyQuotePaymentEvent(event);
  else await applyPaymentEvent(event);
  await recordEvent(event.id, event.type);
  return { received: true };
}
