import { centsToDecimalString } from '@crystal/shared/money';
import {
  ORDER_TRANSITIONS,
  type AdminOrderDetail,
  type AdminOrderPage,
  type ListAdminOrdersQuery,
  type RefundAnswer,
  type RefundLines,
  type UpdateOrderStatus,
} from '@crystal/shared/schemas/admin-orders';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { neverReaches } from '@crystal/shared/order-ships';
import { notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import type { CreateShipment } from '@crystal/shared/schemas/shipments';
import type { Shipment } from '@crystal/shared/schemas/order';
import { getProductsByIds, type ProductItem } from '../catalog';
import { logger } from '../lib/logger';
import { mailer } from '../lib/mail/mailer-from-env';
import { notifyBackInStock } from '../newsletter';
import {
  changeOrderStatus as applyStatusChange,
  getOrder,
  isRefundable,
  markLineMade,
  queryOrders,
  refundLines,
  shipLines,
  toShipmentDto,
  standingRefunds,
  toAdminRefund,
  toFulfilment,
  toOrderDto,
} from '../orders';
import type { OrderRecord, OrderWithItems } from '../orders';
import type { RefundProvider } from '../payment-adapters';
import { recordAudit } from '../audit-log';
import { nextDay, shopDayStart } from '../lib/shop-day-bounds';

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

/**
 * Custom work paid by a deposit owes its balance ("To make"); every other order owes nothing. "settled" is
 * the To ship tab's: nothing owed, and something to put in a parcel (gift cards alone are emailed).
 */
const owes = (o: OrderRecord) => (o.balanceDueCents ?? 0) > 0;
const byBalance = (balance: ListAdminOrdersQuery['balance']) =>
  balance === undefined ? undefined : balance === 'owed' ? owes : (o: OrderRecord) => !owes(o) && !o.shipsNothing;

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
  // Gift cards alone are emailed on their days: such an order is never shipped or delivered.
  const allowed: OrderStatus[] = ORDER_TRANSITIONS[order.status].filter((s) => !neverReaches(order.items, s));
  // A paid order that was cancelled can still have its money sent back from here.
  if (order.status === 'cancelled' && isRefundable(order)) allowed.push('refunded');
  return { ...toOrderDto(order), ...toFulfilment(order), allowedStatuses: allowed, refunds: standingRefunds(order).map(toAdminRefund) };
}

async function load(id: number): Promise<OrderWithItems> {
  const order = await getOrder(id);
  if (!order) throw notFound('Order');
  return order;
}

export async function getOrderForAdmin(id: number): Promise<AdminOrderDetail> {
  return toDetail(await load(id));
}

/**
 * An artisan's status change (the order module applies it: ship, deliver, cancel, refund through the
 * refund port this function was wired with), recorded in the audit log when it changed something.
 */
export async function changeOrderStatus(admin: AdminIdentity, refunds: RefundProvider, id: number, input: UpdateOrderStatus): Promise<AdminOrderDetail> {
  const { before, after, changed } = await applyStatusChange(refunds, id, input);
  if (!changed) return toDetail(after);
  if (input.status === 'refunded') {
    const amount = centsToDecimalString((after.refundedCents ?? 0) - (before.refundedCents ?? 0));
    await recordAudit(admin, { action: 'order.refunded', target: `order ${id}`, detail: `${before.status} -> ${after.status}, refunded ${amount}` });
  } else {
    await recordAudit(admin, { action: `order.${input.status}`, target: `order ${id}`, detail: `${before.status} -> ${input.status}` });
  }
  return toDetail(after);
}

/** A parcel of the lines that are ready (issue 45 build 1), recorded in the audit log when it is new. */
export async function shipOrderLines(admin: AdminIdentity, id: number, input: CreateShipment): Promise<AdminOrderDetail & { shipment: Shipment }> {
  const { order, shipment, created } = await shipLines(id, input);
  if (created) {
    const what = shipment.items.map((i) => `line ${i.itemId} x${i.quantity}`).join(', ');
    const summary = `${order.status === 'shipped' ? 'Shipped the last of' : 'Shipped part of'} order #${id} (parcel ${shipment.id})`;
    await recordAudit(admin, { action: 'order.shipment', target: `order ${id}`, detail: `parcel ${shipment.id} (${what}) with ${shipment.carrier} ${shipment.trackingNumber}; now ${order.status}`, summary });
  }
  return { ...toDetail(order), shipment: toShipmentDto(shipment) };
}

/** A made-to-order line marked made (ready to ship), or not yet. */
export async function markOrderLineMade(admin: AdminIdentity, id: number, itemId: number, made: boolean): Promise<AdminOrderDetail> {
  const order = await markLineMade(id, itemId, made);
  const name = order.items.length ? toOrderDto(order).items.find((i) => i.id === itemId)?.name : undefined;
  const summary = `Marked ${name ?? `line ${itemId}`} on order #${id} ${made ? 'made' : 'not made yet'}`;
  await recordAudit(admin, { action: made ? 'order.made' : 'order.unmade', target: `order ${id}`, detail: `line ${itemId}`, summary });
  return toDetail(order);
}

/** Pieces (or values of them) a refund put back: the shoppers waiting for what came back get their one notice. */
async function noticeBackInStock(before: readonly ProductItem[]): Promise<void> {
  if (!before.length) return;
  const now = await getProductsByIds(before.map((p) => p.id));
  for (const was of before) {
    const product = now.get(was.id);
    if (!product?.isActive) continue;
    await notifyBackInStock(was, product, mailer).catch((error: unknown) => logger.warn('Back-in-stock notices failed', { error: error as Error }));
  }
}

/**
 * A refund by the line (issue 45), through the refund port this function was wired with: recorded in
 * the audit log with what went back; pieces it put back in stock from nothing mail their waiting shoppers.
 */
export async function refundOrderLines(admin: AdminIdentity, refunds: RefundProvider, id: number, input: RefundLines): Promise<RefundAnswer> {
  const { refund, restockedFrom, made } = await refundLines(refunds, id, input);
  if (made) {
    const back = refund.items.filter((i) => i.restock).map((i) => `line ${i.itemId} x${i.quantity}`);
    const stock = back.length ? `, back in stock: ${back.join(', ')}` : '';
    await recordAudit(admin, { action: 'order.refunded', target: `order ${id}`, detail: `refund ${refund.id}: ${centsToDecimalString(refund.totalCents)}${stock}` });
    await noticeBackInStock(restockedFrom);
  }
  const money = centsToDecimalString;
  return { id: refund.id, goods: money(refund.goodsCents), shipping: money(refund.shippingCents), tax: money(refund.taxCents), total: money(refund.totalCents) };
}
