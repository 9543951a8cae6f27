import { centsToDecimalString } from '@crystal/shared/money';
import type { SalesFigures } from '@crystal/shared/schemas/admin-dashboard';
import type { OrderRecord } from '../orders';

/**
 * What a set of orders brought in, in cents, kept apart: goods after discounts, shipping, and tax, each as
 * money received net of refunds; what was refunded; and for custom work paid by deposit, the deposits
 * received and the balances still owed (issue 44: sales count money kept, not totals).
 */
export type SalesCents = {
  orders: number;
  goodsCents: number;
  shippingCents: number;
  taxCents: number;
  refundedCents: number;
  depositsCents: number;
  balanceDueCents: number;
};

export const NO_SALES: SalesCents = { orders: 0, goodsCents: 0, shippingCents: 0, taxCents: 0, refundedCents: 0, depositsCents: 0, balanceDueCents: 0 };

type SaleFields = Pick<OrderRecord, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'taxCents' | 'totalCents'> &
  Partial<Pick<OrderRecord, 'paidCents' | 'balanceDueCents' | 'refundedCents'>>;

/**
 * Adds one order by the money it brought in: what was paid (a deposit, for custom work still owing its
 * balance) less what was refunded, split over goods, shipping and tax in the order's own proportions (the
 * tax part takes the rounding, so the parts add up to the money kept).
 */
export function addSale(sum: SalesCents, order: SaleFields): SalesCents {
  const paid = order.paidCents ?? order.totalCents;
  const refunded = Math.min(paid, order.refundedCents ?? 0);
  const kept = paid - refunded;
  const share = order.totalCents > 0 ? kept / order.totalCents : 0;
  const goods = Math.round((order.subtotalCents - order.discountCents) * share);
  const shipping = Math.round(order.shippingCents * share);
  const owed = order.balanceDueCents ?? 0;
  return {
    orders: sum.orders + 1,
    goodsCents: sum.goodsCents + goods,
    shippingCents: sum.shippingCents + shipping,
    taxCents: sum.taxCents + (kept - goods - shipping),
    refundedCents: sum.refundedCents + refunded,
    depositsCents: sum.depositsCents + (owed > 0 ? paid : 0),
    balanceDueCents: sum.balanceDueCents + owed,
  };
}

/** Two sums as one (the days of a month). */
export function mergeSales(a: SalesCents, b: SalesCents): SalesCents {
  const keys = Object.keys(NO_SALES) as (keyof SalesCents)[];
  return Object.fromEntries(keys.map((k) => [k, a[k] + b[k]])) as SalesCents;
}

/**
 * The figures /admin shows (docs/decisions/0057-sales-before-tax.md): goods, shipping and tax apart, and
 * `revenue` = goods + shipping, which excludes the tax: GST, HST, PST, RST and QST are collected for the
 * governments, not earned.
 */
export function salesFigures(sum: SalesCents): SalesFigures {
  return {
    orders: sum.orders,
    goods: centsToDecimalString(sum.goodsCents),
    shipping: centsToDecimalString(sum.shippingCents),
    tax: centsToDecimalString(sum.taxCents),
    revenue: centsToDecimalString(sum.goodsCents + sum.shippingCents),
    refunded: centsToDecimalString(sum.refundedCents),
    deposits: centsToDecimalString(sum.depositsCents),
    balanceDue: centsToDecimalString(sum.balanceDueCents),
  };
}
