import { z } from 'zod';
import { decimalStringSchema } from './common';
import { addressSchema } from './checkout';
import { CHECKOUT_MESSAGES as M } from '../messages';
import { LIMITS } from '../constants';

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * POST /api/orders. SPEC.md's payload (customerEmail, customerPhone, address texts, status, currency)
 * plus the structured addresses the server needs for tax (DESIGN.md ruling 6). Totals are never taken
 * from the client (ruling 5): amount-like keys are refused.
 */
export const createOrderSchema = z.strictObject({
  customerEmail: z.string().trim().email(M.email).max(254),
  customerPhone: z.string().trim().min(LIMITS.phoneMinLength, M.phone).max(30, M.phone),
  firstName: z.string().trim().min(1, M.firstName).max(100),
  lastName: z.string().trim().min(1, M.lastName).max(100),
  shippingAddress: z.string().max(600).optional(),
  billingAddress: z.string().max(600).optional(),
  shipping: addressSchema,
  billing: addressSchema,
  status: z.literal('pending').default('pending'),
  currency: z.literal('CAD').default('CAD'),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

export const orderItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  price: decimalStringSchema,
  lineTotal: decimalStringSchema,
});

export const taxLineSchema = z.object({ name: z.string(), label: z.string(), amount: decimalStringSchema });

export const orderSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(ORDER_STATUSES),
  currency: z.literal('CAD'),
  customerEmail: z.string(),
  customerPhone: z.string(),
  shippingAddress: z.string(),
  billingAddress: z.string(),
  province: z.string(),
  items: z.array(orderItemSchema),
  subtotal: decimalStringSchema,
  discount: decimalStringSchema,
  shipping: decimalStringSchema,
  taxLines: z.array(taxLineSchema),
  tax: decimalStringSchema,
  totalAmount: decimalStringSchema,
  createdAt: z.string(),
  paidAt: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const createPaymentIntentSchema = z.object({
  orderId: z.number({ message: 'orderId must be a number' }).int().positive(),
  // SPEC.md's client sends amount and currency; both are ignored (DESIGN.md ruling 5).
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
});
export type CreatePaymentIntent = z.infer<typeof createPaymentIntentSchema>;
