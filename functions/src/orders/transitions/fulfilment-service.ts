import { isPaidStatus } from '@crystal/shared/schemas/order';
import { paidCentsOf } from '../refund-record';
import type { Carrier } from '@crystal/shared/carriers';
import { shipTheRest } from '../shipments/ship-lines';
import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import { conflict, invalid } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { RefundProvider } from '../../payment-adapters';
import { mailOrderStatus } from '../mail/order-mails';
import type { OrderWithItems } from '../order-item';
import { getOrder } from '../order-repository';
import { getShopSettings } from '../../settings';
import { settleRefund } from './record-refund';
import { refundPayments } from './refund-payments';
import { disableRefundedGiftCards, refundedGiftCards } from './refund-gift-card-lines';
import { addRefundedCents, claimRefundRequest } from './after-sale-repository';

const reload = async (id: number) => (await getOrder(id))!;

/**
 * "Mark shipped": what is left of a paid or partly shipped order leaves in one parcel with the carrier, its
 * tracking number and the carrier's tracking link (shipments/ship-lines.ts); the shopper is mailed once.
 * Shipping it again (a retried request) changes nothing and mails nothing; a pending or cancelled order
 * cannot ship (409), nor can a made-to-order line she has not marked made.
 */
export async function shipOrder(order: OrderWithItems, carrier: Carrier, trackingNumber: string): Promise<OrderWithItems> {
  if (order.status === 'shipped') return order;
  if (order.status !== 'paid' && order.status !== 'partially_shipped') throw conflict(`Order #${order.id} is ${order.status}: only a paid order can be shipped`);
  return shipTheRest(order, carrier, trackingNumber);
}

/** Delivered, cancelled: the status change is made by the caller; the shopper is mailed once. */
export async function mailAfterTransition(id: number, kind: 'delivered' | 'cancelled'): Promise<void> {
  const order = await reload(id);
  if (order.status === kind) await mailOrderStatus(kind, order);
}

/**
 * A refund from /admin, through the refund port the function was wired with: the whole remaining
 * amount, or `refundAmountText` of it. More than what was paid (less what was already refunded) is a 400.
 * The check and the record are one conditional write on the order, made before the payout, so parallel
 * refunds are serialised per order and never exceed what was paid (docs/hostile-input.md); a payout that fails gives its reservation back. The provider's idempotency key
 * carries the new refunded total; `requestId` makes a retried request a no-op.
 */
export async function refundFromAdmin(
  refunds: RefundProvider,
  order: OrderWithItems,
  refundAmountText?: string,
  restock?: boolean,
  requestId?: string,
): Promise<OrderWithItems> {
  // The same refund form sent twice (a double press, a retried request) refunds once.
  if (requestId && !(await claimRefundRequest(requestId, order.id))) return reload(order.id);
  const already = order.refundedCents ?? 0;
  // What was paid: a custom piece's deposit while its balance is owed, else the total.
  const paid = paidCentsOf(order);
  const remaining = paid - already;
  // A whole refund asked while a parallel one has already taken the whole total back (the order still
  // reads paid until that one settles): the order changed meanwhile, a 409 like the conflict below.
  if (refundAmountText === undefined && remaining <= 0) throw refundedMeanwhile(order.id);
  const amount = refundAmountText === undefined ? remaining : decimalStringToCents(refundAmountText);
  if (amount <= 0 || amount > remaining) throw tooMuch(paid, already);
  // The whole of what is left: the gift cards the order bought go with it (refused when one was spent).
  const giftCards = amount === remaining ? await refundedGiftCards(order, order.items) : [];
  const total = await addRefundedCents(order.id, amount, paid);
  // Another refund of the order was recorded since it was read, and this one no longer fits: a conflict
  // (409), as a second artisan's click on a changed order is everywhere else.
  if (total === undefined) throw refundedMeanwhile(order.id);
  let deliverEvent: (() => Promise<unknown>) | undefined;
  try {
    ({ deliverEvent } = await refundPayments(refunds, order, { refundedBeforeCents: total - amount, amountCents: amount, idempotencyKey: `refund-order-${order.id}-${total}` }));
  } catch (error) {
    await addRefundedCents(order.id, -amount, paid);
    throw error;
  }
  await disableRefundedGiftCards(order.id, giftCards);
  const shouldRestock = restock ?? (await getShopSettings()).restockOnRefund;
  const after = await settleRefund(order.id, shouldRestock);
  // The sandbox's charge.refunded follows, as Stripe's does: recorded already, it changes and mails nothing.
  // Like a webhook that fails, a failed delivery does not undo the refund.
  await deliverEvent?.().catch((error: unknown) => logger.error('The sandbox charge.refunded event failed', error as Error));
  return after;
}

/**
 * A paid, shipped or delivered order can be refunded; so can an order cancelled after it was paid, until
 * its whole total is back with the shopper (the artisan cancels, then refunds from /admin).
 */
export function isRefundable(order: OrderWithItems): boolean {
  if (isPaidStatus(order.status)) return true;
  return order.status === 'cancelled' && Boolean(order.paidAt) && (order.refundedCents ?? 0) < paidCentsOf(order);
}

export function assertRefundable(order: OrderWithItems): void {
  if (!isRefundable(order)) throw conflict(`Order #${order.id} is ${order.status}: it cannot be refunded`);
}

const refundedMeanwhile = (id: number) =>
  conflict(`Order #${id} was refunded meanwhile: this refund no longer fits what was paid. Reload and try again.`);

function tooMuch(totalCents: number, refundedCents: number) {
  const remaining = totalCents - refundedCents;
  return invalid('The refund is more than what was paid', [
    { path: 'refundAmount', message: `Refund between 0.01 and ${formatCadCents(remaining)} (paid ${formatCadCents(totalCents)}, refunded ${formatCadCents(refundedCents)})` },
  ]);
}
