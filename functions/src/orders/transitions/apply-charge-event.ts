import type Stripe from 'stripe';
import { logger } from '../../lib/logger';
import { getShopSettings } from '../../settings/settings-repository';
import { mailDisputeAlert } from '../mail/order-mails';
import { setDispute } from './after-sale-repository';
import { orderIdForPayment } from './payment-lookup-repository';
import { recordRefund } from './record-refund';

/*
 * Stripe's after-the-sale events, applied after webhooks/ checked the signature and de-duplicated the
 * event id: a refund made in Stripe's dashboard (`charge.refunded`) and payment disputes.
 */

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);

async function orderOf(paymentIntent: string | { id: string } | null | undefined, what: string): Promise<number | undefined> {
  const intentId = idOf(paymentIntent);
  const orderId = intentId ? await orderIdForPayment(intentId) : undefined;
  if (!orderId) logger.warn(`${what} for a payment of no known order`, { intent: intentId });
  return orderId;
}

/**
 * charge.refunded: `amount_refunded` is the charge's refunded total so far, so the order's refunded total
 * moves up to it (full or partial); a redelivery, or the echo of a refund /admin made, changes nothing.
 * Whether the pieces go back in stock is the shop's setting.
 */
async function onRefunded(charge: Stripe.Charge): Promise<void> {
  const orderId = await orderOf(charge.payment_intent, 'charge.refunded');
  if (!orderId) return;
  const { restockOnRefund } = await getShopSettings();
  await recordRefund(orderId, charge.amount_refunded, restockOnRefund);
}

/** charge.dispute.created / closed: the order is flagged and the artisan alerted, once per event kind. */
async function onDispute(dispute: Stripe.Dispute, closed: boolean): Promise<void> {
  const orderId = await orderOf(dispute.payment_intent, `charge.dispute.${closed ? 'closed' : 'created'}`);
  if (!orderId) return;
  const status = closed ? dispute.status : 'open';
  await setDispute(orderId, dispute.id, status);
  await mailDisputeAlert(orderId, dispute, status, closed);
}

export async function applyChargeEvent(event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'charge.refunded':
      await onRefunded(event.data.object);
      return true;
    case 'charge.dispute.created':
      await onDispute(event.data.object, false);
      return true;
    case 'charge.dispute.closed':
      await onDispute(event.data.object, true);
      return true;
    default:
      return false;
  }
}
