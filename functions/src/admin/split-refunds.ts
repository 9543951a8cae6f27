import { splitCents } from '@crystal/shared/money/compute-refund';
import type { OrderRecord } from '../orders';

/** The order fields a refund's split reads (a bare `computeTotals` result is an order with no refund by the line). */
export type RefundedOrder = Pick<OrderRecord, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'taxCents' | 'totalCents'> &
  Partial<Pick<OrderRecord, 'paidCents' | 'refundedCents' | 'refunds' | 'taxLines' | 'giftCardsCents'>>;

/**
 * What an order gave back, apart: goods, shipping, each tax by name, and the gift cards bought in it
 * (issue 49: not goods, never taxed); `totalCents` is all of it.
 */
export type RefundSplit = { goodsCents: number; shippingCents: number; taxCents: number; taxes: Record<string, number>; giftCardsCents: number; totalCents: number };

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
  let cards = 0;
  let byLine = 0;
  for (const r of standing(o)) {
    // A refund record's goods include the gift cards it gave back (compute-refund prices their lines as goods).
    cards += r.giftCardsCents ?? 0;
    goods += r.goodsCents - (r.giftCardsCents ?? 0);
    shipping += r.shippingCents;
    byLine += r.totalCents;
    for (const t of r.taxLines) taxes[t.name] = (taxes[t.name] ?? 0) + t.amountCents;
  }
  const taxByLine = Object.values(taxes).reduce((a, b) => a + b, 0);
  // Left by the refunds by the line, for a refund of an amount alone to come out of.
  const left = { goods: o.subtotalCents - o.discountCents - goods, shipping: o.shippingCents - shipping, tax: o.taxCents - taxByLine };
  const rest = left.goods + left.shipping + left.tax;
  // An amount alone comes off the pieces first; only what passes them was gift cards bought (a whole order's refund).
  const other = Math.max(0, refunded - byLine);
  const otherCards = Math.min(Math.max(0, (o.giftCardsCents ?? 0) - cards), Math.max(0, other - rest));
  const onPieces = other - otherCards;
  const share = rest > 0 ? Math.min(1, onPieces / rest) : 0;
  const otherGoods = Math.round(left.goods * share);
  const otherShipping = Math.round(left.shipping * share);
  const otherTax = onPieces - otherGoods - otherShipping;
  const parts = splitCents(Math.max(0, otherTax), taxLines.map((t) => t.amountCents - (taxes[t.name] ?? 0)));
  taxLines.forEach((t, k) => (taxes[t.name] = (taxes[t.name] ?? 0) + parts[k]!));
  return {
    goodsCents: goods + otherGoods,
    shippingCents: shipping + otherShipping,
    taxCents: taxByLine + otherTax,
    taxes,
    giftCardsCents: cards + otherCards,
    totalCents: byLine + other,
  };
}
