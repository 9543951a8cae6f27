import { centsToDecimalString } from '@crystal/shared/money';
import type { SalesFigures } from '@crystal/shared/schemas/admin-dashboard';
import type { OrderRecord } from '../orders';

/** What a set of orders brought in, in cents, kept apart: goods after discounts, shipping, and tax. */
export type SalesCents = { orders: number; goodsCents: number; shippingCents: number; taxCents: number };

export const NO_SALES: SalesCents = { orders: 0, goodsCents: 0, shippingCents: 0, taxCents: 0 };

/** Adds one order: its goods net of the discount, its shipping, and the tax it collected for the governments. */
export function addSale(sum: SalesCents, order: Pick<OrderRecord, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'taxCents'>): SalesCents {
  return {
    orders: sum.orders + 1,
    goodsCents: sum.goodsCents + order.subtotalCents - order.discountCents,
    shippingCents: sum.shippingCents + order.shippingCents,
    taxCents: sum.taxCents + order.taxCents,
  };
}

/** Two sums as one (the days of a month). */
export function mergeSales(a: SalesCents, b: SalesCents): SalesCents {
  return { orders: a.orders + b.orders, goodsCents: a.goodsCents + b.goodsCents, shippingCents: a.shippingCents + b.shippingCents, taxCents: a.taxCents + b.taxCents };
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
  };
}
