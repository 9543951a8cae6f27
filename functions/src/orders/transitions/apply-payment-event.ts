import type Stripe from 'stripe';
import { logger } from '../../lib/logger';
import { clearCartLines } from '../../cart';
import { giveBackOffer } from '../../discounts';
import { rememberPayment } from './payment-lookup-repository';
import { mailOrderPaid } from '../mail/order-mails';
import { alertStockLevels } from '../mail/stock-alerts';
import { amountDueCents, type OrderWithItems } from '../order-item';
import { issueOrderGiftCards } from '../gift-card-lines';
import { getOrder } from '../order-repository';
import { OutOfStockError } from '../stock-lines';
import { releaseOrderStock } from '../stock-release-repository';
import { claimConfirmationEmail, releaseConfirmationEmailClaim } from './confirmation-claim-repository';
import { markOrderPaid, markPaidWithShortfall, reReserveAndMarkPaid } from './payment-transition-repository';
import { applyChargeEvent } from './apply-charge-event';

/*
 * The order lifecycle's transitions live in this folder, one module per cause: this one applies payment
 * events (pending -> paid, pending -> cancelled with the stock given back); status-transition-repository
 * moves an order along any edge of the shared ORDER_TRANSITIONS table (schemas/admin-orders) with one
 * conditional write. A new cause (shipped, delivered, refunded, with its email) gets its own module here
 * beside this one. webhooks/ only checks signatures and de-duplicates events before calling this.
 */

type Intent = Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'currency' | 'metadata'>;

function orderIdOf(intent: Intent): number | undefined {
  const id = Number(intent.metadata?.orderId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * After payment (by card, or by a gift card alone), each step once per order however often the event comes: the session's cart is emptied
 * (the first delivery claims it; a failure gives the claim back so Stripe's retry does it), the payment
 * is remembered for Stripe's refund and dispute events, and the mails go out (each behind its own
 * sent-once marker): the shopper's confirmation, the artisan's new-order alert with the packing list, a
 * shortfall alert, and low-stock or sold-out alerts for the pieces this order took to the line.
 */
export async function finishPaidOrder(order: OrderWithItems): Promise<void> {
  if (await claimConfirmationEmail(order.id)) {
    try {
      await clearCartLines(order.sessionId);
    } catch (error) {
      await releaseConfirmationEmailClaim(order.id);
      throw error;
    }
  }
  if (order.paymentIntentId) await rememberPayment(order.paymentIntentId, order.id);
  // Its gift cards (issue 49), each claimed by its line: a replayed event issues none twice.
  await issueOrderGiftCards(order);
  await mailOrderPaid(order);
  await alertStockLevels(order);
}

/**
 * payment_intent.succeeded -> paid. Every transition is conditional on the order's current state, so
 * duplicates and out-of-order deliveries change nothing. A payment that lands after the stock went back
 * (failed attempt first, or reservation lapsed) takes the stock again; if a piece is gone meanwhile the
 * order is still paid (the money is taken) and flagged `stockShortfall` for the artisan.
 */
async function onSucceeded(intent: Intent): Promise<void> {
  const orderId = orderIdOf(intent);
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) return logger.warn('payment_intent.succeeded for an unknown order', { intent: intent.id });
  // The card payment pays what a gift card left to pay (issue 49).
  if (intent.currency !== 'cad' || intent.amount !== amountDueCents(order)) {
    return logger.error('payment_intent.succeeded amount does not match the order; not marked paid', {
      orderId: order.id,
      intent: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      expected: amountDueCents(order),
    });
  }
  if (order.status === 'pending' && !order.stockReleased) {
    await markOrderPaid(order.id, intent.id);
  } else if ((order.status === 'pending' || order.status === 'cancelled') && order.stockReleased) {
    try {
      await reReserveAndMarkPaid(order, intent.id);
    } catch (error) {
      if (!(error instanceof OutOfStockError)) throw error;
      logger.error('Paid order could not take its stock again', { orderId: order.id, productId: error.productId });
      await markPaidWithShortfall(order.id, intent.id);
    }
  }
  const now = await getOrder(order.id);
  if (now?.status === 'paid') await finishPaidOrder(now);
}

/**
 * payment_failed / canceled -> the reserved stock goes back once (the order's stockReleased flag flips in
 * the same transaction) and the order is cancelled. The shopper's cart is untouched, so paying again
 * (another card) places a fresh order from it, and the session's offer, if this order used it, is given
 * back for that order. Ignored when the order was paid meanwhile.
 */
async function onFailedOrCanceled(intent: Intent, reason: 'payment_failed' | 'payment_canceled'): Promise<void> {
  const orderId = orderIdOf(intent);
  if (!orderId) return logger.warn(`${reason} for an unknown order`, { intent: intent.id });
  await releaseOrderStock(orderId, { reason, from: ['pending'], to: 'cancelled' });
  // Checked on the order as it now is, so a redelivered event finishes a restore an earlier one missed.
  const order = await getOrder(orderId);
  if (order?.status === 'cancelled' && order.cancelReason === reason) await giveBackOffer(order);
}

export async function applyPaymentEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return onSucceeded(event.data.object);
    case 'payment_intent.payment_failed':
      return onFailedOrCanceled(event.data.object, 'payment_failed');
    case 'payment_intent.canceled':
      return onFailedOrCanceled(event.data.object, 'payment_canceled');
    default:
      if (!(await applyChargeEvent(event))) logger.info('Webhook event type not handled', { type: event.type });
  }
}
