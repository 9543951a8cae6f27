import * as z from 'zod';
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '../carriers';
import { decimalStringSchema } from './common';
import { ORDER_STATUSES, type Order, type OrderStatus } from './order';
import type { OrderFulfilment } from './order-tracking';

/**
 * The order lifecycle the admin may drive: pending -> paid -> shipped -> delivered; cancelled from
 * pending or paid; refunded (through the payments port) from paid, shipped or delivered. Anything else
 * is a 409.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
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
    carrier: z.enum(CARRIERS, { message: `carrier must be one of ${CARRIERS.join(', ')}` }).optional(),
    trackingNumber: z
      .string()
      .trim()
      .regex(TRACKING_NUMBER_PATTERN, 'Tracking number must be 8 to 40 letters or digits')
      .optional(),
    refundAmount: decimalStringSchema.optional(),
    restock: z.boolean().optional(),
    /** A refund form's own id (a UUID): the same request sent again refunds once. */
    requestId: z.uuid('requestId must be a UUID').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'shipped') return;
    if (!v.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Choose the carrier' });
    if (!v.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Tracking number must be 8 to 40 letters or digits' });
  });
export type UpdateOrderStatus = z.infer<typeof updateOrderStatusSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22');

/** GET /api/admin/orders: newest first, by status or all, within optional dates, paged by cursor. */
export const listAdminOrdersQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  cursor: z
    .string()
    .max(600)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is not valid')
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9]\d?$/, 'limit must be a whole number from 1 to 50')
    .transform(Number)
    .refine((n) => n <= 50, 'limit must be a whole number from 1 to 50')
    .optional(),
});
export type ListAdminOrdersQuery = z.infer<typeof listAdminOrdersQuerySchema>;

export type AdminOrderSummary = Pick<Order, 'id' | 'status' | 'customerEmail' | 'totalAmount' | 'createdAt'> & {
  customerName: string;
  itemCount: number;
};

export type AdminOrderPage = { orders: AdminOrderSummary[]; nextCursor: string | null };

/** Order detail for the admin: the order plus the transitions allowed from its status. */
export type AdminOrderDetail = Order & OrderFulfilment & { customerName: string; allowedStatuses: OrderStatus[] };
