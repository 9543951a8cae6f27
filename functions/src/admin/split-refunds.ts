import { splitCents } from '@crystal/shared/money/compute-refund';
import type { OrderRecord } from '../orders';

/** The order fields a refund's split reads (a bare `computeTotals` result is an order with no refund by the line). */
export type RefundedOrder = Pick<OrderRecord, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'taxCents' | 'totalCents'> &
  Partial<Pick<OrderRecord, 'paidCents' | 'refundedCents' | 'refunds' | 'taxLines'>>;

/** What an order gave back, apart: goods, shipping, and each tax by name; `totalCents` is all of it. */
export type RefundSplit = { goodsCents: number; shippingCents: number; taxCents: number; taxes: Record<string, number>; totalCents: number };

const standing = (o: RefundedOrder) => (o.refunds ?? []).filter((r) => !r.voidedAt);

/**
 * The order's refunds split over goods, shipping and each tax (issue 45): a refund by the line says its
 * own parts; what was refunded by amount alone is split over what those left, in the order's own
 * proportions (the tax part takes the rounding, each tax its share of it by largest remainder).
 */
export function splitRefunds(o: RefundedOrder): RefundSplit {
  const paid = o.paidCents ?? o.totalCents;
  const refunded = Math.min(paid, o.refundedCents ?? 0);
  const taxLines = o.taxLines ?? [];
  const taxes: Record<string, number> = Object.fromEntries(taxLines.map((t) => [t.name, 0]));
  let goods = 0;
  let shipping = 0;
  let byLine = 0;
  for (const r of standing(o)) {
    goods += r.goodsCents;
    shipping += r.shippingCents;
    byLine += r.totalCents;
    for (const t of r.taxLines) taxes[t.name] = (taxes[t.name] ?? 0) + t.amountCents;
  }
  const taxByLine = Object.values(taxes).reduce((a, b) => a + b, 0);
  // Left by the refunds by the line, for a refund of an amount alone to come out of.
  const left = { goods: o.subtotalCents - o.discountCents - goods, shipping: o.shippingCents - shipping, tax: o.taxCents - taxByLine };
  const rest = left.goods + left.shipping + left.tax;
  const other = Math.max(0, refunded - byLine);
  const share = rest > 0 ? Math.min(1, other / rest) : 0;
  const otherGoods = Math.round(left.goods * share);
  const otherShipping = Math.round(left.shipping * share);
  const otherTax = other - otherGoods - otherShipping;
  const parts = splitCents(Math.max(0, otherTax), taxLines.map((t) => t.amountCents - (taxes[t.name] ?? 0)));
  taxLines.forEach((t, k) => (taxes[t.name] = (taxes[t.name] ?? 0) + parts[k]!));
  return { goodsCents: goods + otherGoods, shippingCents: shipping + otherShipping, taxCents: taxByLine + otherTax, taxes, totalCents: byLine + other };
}
