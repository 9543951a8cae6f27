import { PAID_STATUSES } from '@crystal/shared/schemas/order';
import { centsToDecimalString } from '@crystal/shared/money';
import { shopDateOf } from '@crystal/shared/shop-date';
import type { ExportOrdersQuery } from '@crystal/shared/schemas/admin-orders';
import type { TaxComponent } from '@crystal/shared/tax';
import { linesOfOrders, ordersSince } from '../orders';
import type { OrderLineRecord, OrderRecord } from '../orders';
import { toCsv } from '../lib/csv/to-csv';
import type { AdminIdentity } from '../lib/http/parse-request';
import { recordAudit } from '../audit-log';
import { nextDay, shopDayStart } from '../lib/shop-day-bounds';
import { orderItemsCell } from './order-items-cell';
import { orderShipmentsCell } from './order-shipments-cell';
import { splitRefunds } from './split-refunds';

/** One column per kind of Canadian sales tax, always all of them, so every export has the same layout. */
const TAX_COLUMNS: readonly TaxComponent['name'][] = ['GST', 'HST', 'PST', 'RST', 'QST'];

export const ORDER_CSV_HEADER = [
  'date',
  'order_number',
  'customer',
  'email',
  'province',
  'subtotal',
  'discount',
  'shipping',
  ...TAX_COLUMNS.map((t) => t.toLowerCase()),
  'total',
  // Money received by card (a custom piece's deposit while its balance is owed), still owed, and refunded.
  'paid',
  'balance_due',
  'refunded',
  // What the refunds gave back, apart (issue 45): goods, shipping and each tax, for the province's return.
  'refunded_goods',
  'refunded_shipping',
  ...TAX_COLUMNS.map((t) => `refunded_${t.toLowerCase()}`),
  'status',
  'items',
  // Each parcel with its date, carrier, tracking and lines, then what is still to ship.
  'shipments',
];

/** Statuses whose order was paid (a refunded order was paid, then refunded). */
const PAID: readonly OrderRecord['status'][] = [...PAID_STATUSES, 'refunded'];

/** What the order brought in, still owes and gave back, in cents. */
function moneyOf(o: OrderRecord): { paid: number; balanceDue: number; refunded: number } {
  const paid = PAID.includes(o.status) || (o.paidCents ?? 0) > 0 ? (o.paidCents ?? o.totalCents) : 0;
  const refunded = o.refundedCents ?? (o.status === 'refunded' ? paid : 0);
  return { paid, balanceDue: o.balanceDueCents ?? 0, refunded };
}

function taxOf(order: OrderRecord, name: string): string {
  const cents = order.taxLines.filter((t) => t.name === name).reduce((sum, t) => sum + t.amountCents, 0);
  return centsToDecimalString(cents);
}

/** The refunds' goods, shipping and each tax; a refunded order with no refunded total recorded gave back all it was paid. */
function refundedParts(o: OrderRecord): string[] {
  const { refunded } = moneyOf(o);
  const back = splitRefunds({ ...o, refundedCents: refunded });
  return [back.goodsCents, back.shippingCents, ...TAX_COLUMNS.map((t) => back.taxes[t] ?? 0)].map(centsToDecimalString);
}

function toRow(o: OrderRecord, lines: readonly OrderLineRecord[]): string[] {
  return [
    shopDateOf(new Date(o.createdAt)),
    String(o.id),
    [o.firstName, o.lastName].filter(Boolean).join(' '),
    o.customerEmail,
    o.province,
    centsToDecimalString(o.subtotalCents),
    centsToDecimalString(o.discountCents),
    centsToDecimalString(o.shippingCents),
    ...TAX_COLUMNS.map((t) => taxOf(o, t)),
    centsToDecimalString(o.totalCents),
    ...(({ paid, balanceDue, refunded }) => [paid, balanceDue, refunded].map(centsToDecimalString))(moneyOf(o)),
    ...refundedParts(o),
    o.status,
    orderItemsCell(lines),
    orderShipmentsCell(o, lines),
  ];
}

/**
 * The orders placed from `from` to `to` (Winnipeg days, inclusive), oldest first, as a CSV for the
 * bookkeeper: money in dollars with cents, one column per tax, every status (the status column says
 * which were paid), and the order's lines with their choices in the last column. One Query on the
 * orders-by-date index, followed page by page, then one Query per order for its lines.
 */
export async function exportOrdersCsv(admin: AdminIdentity, q: ExportOrdersQuery) {
  const orders = await ordersSince(shopDayStart(q.from).toISOString(), shopDayStart(nextDay(q.to)).toISOString());
  const lines = await linesOfOrders(orders.map((o) => o.id));
  const csv = toCsv(ORDER_CSV_HEADER, orders.map((o) => toRow(o, lines.get(o.id) ?? [])));
  await recordAudit(admin, {
    action: 'orders.export',
    target: 'orders',
    detail: `${orders.length} rows, ${q.from} to ${q.to}`,
    summary: `Downloaded the orders spreadsheet for ${q.from === q.to ? q.from : `${q.from} to ${q.to}`} (${orders.length} ${orders.length === 1 ? 'order' : 'orders'})`,
  });
  return { csv, fileName: `orders-${q.from}-to-${q.to}.csv` };
}
