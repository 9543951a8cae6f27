import { centsToDecimalString } from '@crystal/shared/money';
import {
  ORDER_TRANSITIONS,
  canTransition,
  type AdminOrderDetail,
  type AdminOrderPage,
  type ListAdminOrdersQuery,
  type UpdateOrderStatus,
} from '@crystal/shared/schemas/admin-orders';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { getOrder } from '../orders/order-repository';
import { queryOrders } from '../orders/order-list-repository';
import { releaseOrderStock } from '../orders/stock-release-repository';
import { updateOrderStatus } from '../orders/transitions/status-transition-repository';
import { toOrderDto } from '../orders/public/to-order-dto';
import type { OrderRecord, OrderWithItems } from '../orders/order-item';
import { conflict, notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import { recordAudit } from './audit-repository';
import { assertRefundable, isRefundable, mailAfterTransition, refundFromAdmin, shipOrder, type TrackedOrder } from '../fulfilment/public/fulfilment';
import { toFulfilment } from '../fulfilment/public/to-fulfilment';
import { nextDay, shopDayStart } from './shop-day-bounds';

const summary = (o: OrderRecord) => ({
  id: o.id,
  status: o.status,
  customerEmail: o.customerEmail,
  customerName: [o.firstName, o.lastName].filter(Boolean).join(' '),
  totalAmount: centsToDecimalString(o.totalCents),
  itemCount: o.itemCount,
  createdAt: o.createdAt,
  ...(o.balanceDueCents ? { balanceDue: centsToDecimalString(o.balanceDueCents) } : {}),
});

/** Custom work paid by a deposit owes its balance ("To make"); every other order owes nothing. */
const owes = (o: OrderRecord) => (o.balanceDueCents ?? 0) > 0;
const byBalance = (balance: ListAdminOrdersQuery['balance']) =>
  balance === undefined ? undefined : balance === 'owed' ? owes : (o: OrderRecord) => !owes(o);

/** Order number, exactly (`1042` or `#1042`), else a part of the customer's name or email. */
function searchMatch(text: string): { id?: number; match?: (o: OrderRecord) => boolean } {
  const number = /^#?(\d{1,12})$/.exec(text);
  if (number) return { id: Number(number[1]) };
  const term = text.toLowerCase();
  return {
    match: (o) => `${o.firstName} ${o.lastName}`.toLowerCase().includes(term) || o.customerEmail.toLowerCase().includes(term),
  };
}

/**
 * Orders newest first; `from`/`to` are Winnipeg days (inclusive). One status reads its own index
 * partition; several statuses or a search read the whole listing in order, filtered (bounded per call).
 */
export async function listOrdersForAdmin(q: ListAdminOrdersQuery): Promise<AdminOrderPage> {
  const statuses = q.status ?? [];
  const search = q.q ? searchMatch(q.q) : {};
  if (search.id !== undefined) {
    const order = await getOrder(search.id);
    const shown = order && (!statuses.length || statuses.includes(order.status)) && (byBalance(q.balance)?.(order) ?? true);
    return { orders: shown ? [summary(order)] : [], nextCursor: null };
  }
  const byStatus = statuses.length > 1 ? (o: OrderRecord) => statuses.includes(o.status) : undefined;
  const filters = [byStatus, byBalance(q.balance), search.match].filter((f) => f !== undefined);
  const match = filters.length ? (o: OrderRecord) => filters.every((f) => f(o)) : undefined;
  const page = await queryOrders({
    status: statuses.length === 1 ? statuses[0] : undefined,
    fromIso: q.from ? shopDayStart(q.from).toISOString() : undefined,
    // Sort keys are `<createdAt>#<id>`: everything before the next day's start belongs to `to`.
    toIso: q.to ? shopDayStart(nextDay(q.to)).toISOString() : undefined,
    limit: q.limit ?? 20,
    cursor: q.cursor,
    match,
  });
  return { orders: page.orders.map(summary), nextCursor: page.nextCursor };
}

function toDetail(order: OrderWithItems): AdminOrderDetail {
  const allowed: OrderStatus[] = [...ORDER_TRANSITIONS[order.status]];
  // A paid order that was cancelled can still have its money sent back from here.
  if (order.status === 'cancelled' && isRefundable(order as TrackedOrder)) allowed.push('refunded');
  return { ...toOrderDto(order), ...toFulfilment(order as TrackedOrder), allowedStatuses: allowed };
}

async function load(id: number): Promise<OrderWithItems> {
  const order = await getOrder(id);
  if (!order) throw notFound('Order');
  return order;
}

export async function getOrderForAdmin(id: number): Promise<AdminOrderDetail> {
  return toDetail(await load(id));
}

const refusal = (id: number, from: OrderStatus, to: OrderStatus) =>
  conflict(`Order #${id} is ${from}: it cannot be marked ${to}`);

async function cancel(order: OrderWithItems): Promise<void> {
  const released = await releaseOrderStock(order.id, { reason: 'admin_cancelled', from: ['pending', 'paid'], to: 'cancelled' });
  if (!released) await updateOrderStatus(order.id, order.status, 'cancelled', { cancelledAt: new Date().toISOString(), cancelReason: 'admin_cancelled' });
}

/**
 * Moves an order along its lifecycle (ORDER_TRANSITIONS); anything else is a 409. Shipping records the
 * carrier and tracking number; a refund may be partial. Each transition mails the shopper once.
 */
export async function changeOrderStatus(admin: AdminIdentity, id: number, input: UpdateOrderStatus): Promise<AdminOrderDetail> {
  const to = input.status;
  const order = (await load(id)) as TrackedOrder;
  // A retried ship, refund or cancel that already happened answers with the order as it now is.
  if (order.status === to && (to === 'refunded' || to === 'cancelled' || to === 'shipped')) return toDetail(order);
  const refundedInFull = Boolean(order.paidAt) && (order.refundedCents ?? 0) >= order.totalCents;
  if (to === 'refunded' && order.status === 'cancelled' && refundedInFull) return toDetail(order);
  if (to === 'refunded') assertRefundable(order);
  else if (!canTransition(order.status, to)) throw refusal(id, order.status, to);
  const now = new Date().toISOString();
  if (to === 'refunded') {
    const after = await refundFromAdmin(order, input.refundAmount, input.restock, input.requestId);
    const amount = centsToDecimalString((after.refundedCents ?? 0) - (order.refundedCents ?? 0));
    await recordAudit(admin, { action: 'order.refunded', target: `order ${id}`, detail: `${order.status} -> ${after.status}, refunded ${amount}` });
    return toDetail(after);
  }
  if (to === 'shipped') await shipOrder(order, input.carrier!, input.trackingNumber!);
  else if (to === 'cancelled') await cancel(order);
  else {
    if (to === 'paid' && order.stockReleased) {
      throw conflict(`Order #${id}'s reserved stock has gone back to the shelf: it cannot be marked paid`);
    }
    const extra: Record<string, string> = { [`${to}At`]: now };
    if (!(await updateOrderStatus(id, order.status, to, extra))) throw conflict(`Order #${id} changed meanwhile. Reload and try again.`);
  }
  const after = await load(id);
  if (after.status !== to) throw refusal(id, after.status, to);
  if (to === 'delivered' || to === 'cancelled') await mailAfterTransition(id, to);
  await recordAudit(admin, { action: `order.${to}`, target: `order ${id}`, detail: `${order.status} -> ${to}` });
  return toDetail(after);
}
