import { canTransition, type UpdateOrderStatus } from '@crystal/shared/schemas/admin-orders';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { neverReaches } from '@crystal/shared/order-ships';
import { conflict, notFound } from '../../lib/errors';
import type { RefundProvider } from '../../payment-adapters';
import type { OrderWithItems } from '../order-item';
import { getOrder } from '../order-repository';
import { releaseOrderStock } from '../stock-release-repository';
import { assertRefundable, mailAfterTransition, refundFromAdmin, shipOrder } from './fulfilment-service';
import { updateOrderStatus } from './status-transition-repository';

/** What an artisan's status change did: the order before and after, and whether anything changed. */
export type StatusChange = { before: OrderWithItems; after: OrderWithItems; changed: boolean };

async function load(id: number): Promise<OrderWithItems> {
  const order = await getOrder(id);
  if (!order) throw notFound('Order');
  return order;
}

const refusal = (id: number, from: OrderStatus, to: OrderStatus) => conflict(`Order #${id} is ${from}: it cannot be marked ${to}`);

async function cancel(order: OrderWithItems): Promise<void> {
  const released = await releaseOrderStock(order.id, { reason: 'admin_cancelled', from: ['pending', 'paid'], to: 'cancelled' });
  if (!released) await updateOrderStatus(order.id, order.status, 'cancelled', { cancelledAt: new Date().toISOString(), cancelReason: 'admin_cancelled' });
}

/**
 * The artisan's actions in /admin: moves an order along its lifecycle (ORDER_TRANSITIONS); anything else
 * is a 409. Shipping records the carrier and tracking number; a refund (through the refund port the
 * function was wired with) may be partial. Each transition mails the shopper once. A retried ship,
 * refund or cancel that already happened changes nothing and answers with the order as it now is.
 */
export async function changeOrderStatus(refunds: RefundProvider, id: number, input: UpdateOrderStatus): Promise<StatusChange> {
  const to = input.status;
  const order = await load(id);
  const unchanged = { before: order, after: order, changed: false };
  if (order.status === to && (to === 'refunded' || to === 'cancelled' || to === 'shipped')) return unchanged;
  const refundedInFull = Boolean(order.paidAt) && (order.refundedCents ?? 0) >= order.totalCents;
  if (to === 'refunded' && order.status === 'cancelled' && refundedInFull) return unchanged;
  if (to === 'refunded') assertRefundable(order);
  else if (!canTransition(order.status, to)) throw refusal(id, order.status, to);
  if (neverReaches(order.items, to)) {
    throw conflict(`Order #${id} is gift cards alone: each is emailed to its recipient on its day, and nothing ships`);
  }
  if (to === 'refunded') {
    const after = await refundFromAdmin(refunds, order, input.refundAmount, input.restock, input.requestId);
    return { before: order, after, changed: true };
  }
  if (to === 'shipped') await shipOrder(order, input.carrier!, input.trackingNumber!);
  else if (to === 'cancelled') await cancel(order);
  else {
    if (to === 'paid' && order.stockReleased) {
      throw conflict(`Order #${id}'s reserved stock has gone back to the shelf: it cannot be marked paid`);
    }
    const extra: Record<string, string> = { [`${to}At`]: new Date().toISOString() };
    if (!(await updateOrderStatus(id, order.status, to, extra))) throw conflict(`Order #${id} changed meanwhile. Reload and try again.`);
  }
  const after = await load(id);
  if (after.status !== to) throw refusal(id, after.status, to);
  if (to === 'delivered' || to === 'cancelled') await mailAfterTransition(id, to);
  return { before: order, after, changed: true };
}
