import { PAID_STATUSES, type OrderStatus } from '@crystal/shared/schemas/order';
import { getOrder } from '../order-repository';
import { releaseOrderStock } from '../stock-release-repository';
import { updateOrderStatus } from './status-transition-repository';
import type { OrderWithItems } from '../order-item';
import { mailOrderStatus } from '../mail/order-mails';
import { setRefundedCents } from './after-sale-repository';

const REFUNDABLE: OrderStatus[] = [...PAID_STATUSES];

/**
 * Records that `totalRefundedCents` of the order has now been refunded (from /admin, or Stripe's
 * `charge.refunded` with its `amount_refunded`). A total at or under what is recorded changes nothing
 * (a redelivery, or Stripe echoing a refund /admin made). The whole amount moves the order to refunded
 * and, when `restock`, puts its pieces back (once: the stockReleased flag flips with the stock). The
 * shopper is mailed once per refund.
 */
export async function recordRefund(orderId: number, totalRefundedCents: number, restock: boolean): Promise<OrderWithItems | undefined> {
  const order = (await getOrder(orderId));
  if (!order) return undefined;
  const before = order.refundedCents ?? 0;
  const next = Math.min(totalRefundedCents, order.totalCents);
  if (next > before) {
    const now = new Date().toISOString();
    if (!(await setRefundedCents(orderId, before, next, { refundedAt: now }))) return recordRefund(orderId, totalRefundedCents, restock);
  }
  return settleRefund(orderId, restock);
}

/**
 * After the refunded total is recorded (here, or by the refund's own conditional write): an order refunded
 * in full moves to refunded and, when `restock`, puts its pieces back (once); the shopper is mailed once
 * per refund.
 */
export async function settleRefund(orderId: number, restock: boolean): Promise<OrderWithItems> {
  const order = (await getOrder(orderId))!;
  if ((order.refundedCents ?? 0) >= order.totalCents && REFUNDABLE.includes(order.status)) {
    const released = restock && (await releaseOrderStock(orderId, { reason: 'refunded', from: REFUNDABLE, to: 'refunded' }));
    if (!released) await updateOrderStatus(orderId, order.status, 'refunded');
  }
  const after = (await getOrder(orderId))!;
  if ((after.refundedCents ?? 0) > 0) await mailOrderStatus('refunded', after);
  return after;
}
