import * as z from '../zod';
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '../carriers';
import { decimalStringSchema, pageCursorSchema, positiveIntSchema } from './common';
import { ORDER_STATUSES, type Order, type OrderStatus } from './order';
import type { OrderFulfilment } from './order-tracking';
import { singleLineText } from './human-text';

/**
 * The order lifecycle the admin may drive: pending -> paid -> (partially_shipped ->) shipped -> delivered;
 * cancelled from pending or paid; refunded (through the payments port) from paid, partly shipped, shipped
 * or delivered. A partly shipped order moves on through its shipments (shipments.ts), "shipped" shipping
 * what is left. Anything else is a 409.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
  partially_shipped: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  message: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});

/**
 * POST /api/admin/orders/{id}/status. Shipping needs the carrier and its tracking number; a refund is
 * the whole amount paid unless `refundAmount` asks for less, and `restock` overrides the shop's setting.
 */
export const updateOrderStatusSchema = z
  .strictObject({
    status: orderStatusSchema,
    carrier: z.optional(z.enum(CARRIERS, { message: `carrier must be one of ${CARRIERS.join(', ')}` })),
    trackingNumber: z.optional(z.string().check(z.trim(), z.regex(TRACKING_NUMBER_PATTERN, 'Tracking number must be 8 to 40 letters or digits'))),
    refundAmount: z.optional(decimalStringSchema),
    restock: z.optional(z.boolean()),
    /** A refund form's own id (a UUID): the same request sent again refunds once. */
    requestId: z.optional(z.uuid('requestId must be a UUID')),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status !== 'shipped') return;
      if (!v.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Choose the carrier' });
      if (!v.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Tracking number must be 8 to 40 letters or digits' });
    }),
  );
export type UpdateOrderStatus = z.infer<typeof updateOrderStatusSchema>;

/**
 * POST /api/admin/orders/{id}/refunds (issue 45): some units of some lines by their stable ids, each put
 * back in stock or not, the shipping or not; the server computes goods, shipping and tax
 * (shared/src/money/compute-refund.ts) and `amount` may lower the total. `requestId` as for a status change.
 */
export const refundLinesSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        itemId: positiveIntSchema,
        quantity: z.number({ message: 'quantity must be a whole number' }).check(z.int('quantity must be a whole number'), z.minimum(0, 'quantity must be 0 or more'), z.maximum(999, 'quantity must be at most 999')),
        restock: z.boolean({ message: 'restock must be true or false' }),
      }),
    )
    .check(z.maxLength(100, 'At most 100 lines')),
  shipping: z.optional(z.boolean({ message: 'shipping must be true or false' })),
  amount: z.optional(decimalStringSchema),
  requestId: z.optional(z.uuid('requestId must be a UUID')),
});
export type RefundLines = z.infer<typeof refundLinesSchema>;

/** The answer to a refund by the line (201): its id and what went back, as decimal strings. */
export type RefundAnswer = { id: string; goods: string; shipping: string; tax: string; total: string };

/** A refund as the admin order shows it: its lines (by id) and its figures, tax by tax. */
export type AdminRefund = RefundAnswer & {
  items: { itemId: number; quantity: number; restock: boolean; goods: string }[];
  /** Whether it gave the shipping back (its `shipping` may be lower, when she lowered the total). */
  shippingRefunded: boolean;
  taxLines: { name: string; label: string; amount: string }[];
  createdAt: string;
};

const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22'),
  z.refine((d) => {
    const noon = Date.parse(`${d}T12:00:00Z`);
    return Number.isFinite(noon) && new Date(noon).toISOString().slice(0, 10) === d;
  }, 'Use a real date like 2026-11-22'),
);

/** Whether a balance is still owed on the order (custom work paid by a deposit) or nothing is. */
export const BALANCE_FILTERS = ['owed', 'settled'] as const;
export type BalanceFilter = (typeof BALANCE_FILTERS)[number];

/**
 * The orders tabs of /admin, each a set of statuses; the list opens on "To ship" (paid, nothing owed, not
 * yet shipped, or shipped in part; never gift cards alone, which the shop emails). "To make" holds custom work paid by a deposit: made first, its balance paid, then shipped.
 */
export const ORDER_TABS = [
  { id: 'to-ship', label: 'To ship', statuses: ['paid', 'partially_shipped'], balance: 'settled' },
  { id: 'to-make', label: 'To make', statuses: ['paid'], balance: 'owed' },
  { id: 'shipped', label: 'Shipped', statuses: ['shipped'] },
  { id: 'delivered', label: 'Delivered', statuses: ['delivered'] },
  { id: 'unpaid', label: 'Unpaid & cancelled', statuses: ['pending', 'cancelled'] },
  { id: 'refunded', label: 'Refunded', statuses: ['refunded'] },
  { id: 'all', label: 'All', statuses: [] },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[]; balance?: BalanceFilter }[];
export type OrderTabId = (typeof ORDER_TABS)[number]['id'];

/** `status=paid` or several at once, `status=pending,cancelled`. */
const statusListSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s: string) => s.split(',')),
  ),
  z.array(orderStatusSchema).check(z.minLength(1), z.maxLength(ORDER_STATUSES.length)),
);

/**
 * GET /api/admin/orders: newest first, by status(es) or all, within optional dates, paged by cursor;
 * `q` searches by order number (exact), or by part of the customer's name or email.
 */
export const listAdminOrdersQuerySchema = z.strictObject({
  status: z.optional(statusListSchema),
  q: z.optional(singleLineText({ label: 'Search', max: 100, required: false, messages: { tooLong: 'Search at most 100 characters' } })),
  balance: z.optional(z.enum(BALANCE_FILTERS, { message: 'balance must be owed or settled' })),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  cursor: z.optional(pageCursorSchema),
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^[1-9]\d?$/, 'limit must be a whole number from 1 to 50')), z.transform(Number))
      .check(z.refine((n) => n <= 50, 'limit must be a whole number from 1 to 50')),
  ),
});
export type ListAdminOrdersQuery = z.infer<typeof listAdminOrdersQuerySchema>;

export type AdminOrderSummary = Pick<Order, 'id' | 'status' | 'customerEmail' | 'totalAmount' | 'createdAt'> & {
  customerName: string;
  itemCount: number;
  /** Custom work paid by a deposit: what is still owed. */
  balanceDue?: string;
};

export type AdminOrderPage = { orders: AdminOrderSummary[]; nextCursor: string | null };

/** Order detail for the admin: the order plus the transitions allowed from its status. */
export type AdminOrderDetail = Order & OrderFulfilment & { customerName: string; allowedStatuses: OrderStatus[]; refunds: AdminRefund[] };

/** Longest span one orders CSV covers (a bookkeeping year, with a day to spare). */
export const EXPORT_MAX_DAYS = 366;

/** GET /api/admin/orders/export: the orders placed from `from` to `to` (Winnipeg days, inclusive) as CSV. */
export const exportOrdersQuerySchema = z.strictObject({ from: isoDay, to: isoDay }).check(
  z.refine((q) => q.from <= q.to, { path: ['to'], message: 'to must be on or after from' }),
  z.refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < EXPORT_MAX_DAYS, {
    path: ['to'],
    message: `Export at most ${EXPORT_MAX_DAYS} days at a time`,
  }),
);
export type ExportOrdersQuery = z.infer<typeof exportOrdersQuerySchema>;
