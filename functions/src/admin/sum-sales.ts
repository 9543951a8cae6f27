import { centsToDecimalString } from '@crystal/shared/money';
import type { SalesFigures } from '@crystal/shared/schemas/admin-dashboard';
import type { OrderRecord } from '../orders';
import { splitRefunds, type RefundedOrder } from './split-refunds';

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
  /** Gift cards sold (issue 49), net of their refunds: money owed, not sales. */
  giftCardsSoldCents: number;
  /** What gift cards paid of these orders, net of what went back to the cards: counted in the sales. */
  giftCardsSpentCents: number;
  /** Tax given back by refunds, per province and tax ("MB RST"), for the returns she files. */
  refundedTax: Record<string, number>;
};

export const NO_SALES: SalesCents = {
  orders: 0,
  goodsCents: 0,
  shippingCents: 0,
  taxCents: 0,
  refundedCents: 0,
  depositsCents: 0,
  balanceDueCents: 0,
  giftCardsSoldCents: 0,
  giftCardsSpentCents: 0,
  refundedTax: {},
};

type SaleFields = RefundedOrder & Partial<Pick<OrderRecord, 'balanceDueCents' | 'province' | 'giftCardCents'>>;

/**
 * Adds one order by the money it brought in: what was paid (a deposit, for custom work still owing its
 * balance) less what was refunded. A refund by the line takes off its own goods, shipping and taxes
 * (issue 45); what was kept is otherwise split over goods, shipping and tax in the order's own
 * proportions (the tax part takes the rounding, so the parts add up to the money kept).
 */
export function addSale(sum: SalesCents, order: SaleFields): SalesCents {
  // Gift cards bought are not sales (issue 49): they count when spent, as goods of the order they pay.
  const cards = order.giftCardsCents ?? 0;
  const paid = (order.paidCents ?? order.totalCents) - cards;
  const back = splitRefunds(order);
  const backOnPieces = back.totalCents - back.giftCardsCents;
  const kept = paid - backOnPieces;
  const left = { goods: order.subtotalCents - order.discountCents - back.goodsCents, shipping: order.shippingCents - back.shippingCents };
  const rest = order.totalCents - cards - backOnPieces;
  const share = rest > 0 ? kept / rest : 0;
  const goods = Math.round(left.goods * share);
  const shipping = Math.round(left.shipping * share);
  const owed = order.balanceDueCents ?? 0;
  const refundedTax = { ...sum.refundedTax };
  for (const [name, cents] of Object.entries(back.taxes)) {
    if (cents === 0) continue;
    const key = `${order.province ?? ''} ${name}`.trim();
    refundedTax[key] = (refundedTax[key] ?? 0) + cents;
  }
  return {
    orders: sum.orders + 1,
    goodsCents: sum.goodsCents + goods,
    shippingCents: sum.shippingCents + shipping,
    taxCents: sum.taxCents + (kept - goods - shipping),
    refundedCents: sum.refundedCents + back.totalCents,
    depositsCents: sum.depositsCents + (owed > 0 ? paid : 0),
    balanceDueCents: sum.balanceDueCents + owed,
    giftCardsSoldCents: sum.giftCardsSoldCents + cards - back.giftCardsCents,
    // A refund goes back to the card first (decision 0110).
    giftCardsSpentCents: sum.giftCardsSpentCents + Math.max(0, (order.giftCardCents ?? 0) - backOnPieces),
    refundedTax,
  };
}

/** Two sums as one (the days of a month). */
export function mergeSales(a: SalesCents, b: SalesCents): SalesCents {
  const keys = (Object.keys(NO_SALES) as (keyof SalesCents)[]).filter((k) => k !== 'refundedTax');
  const refundedTax = { ...a.refundedTax };
  for (const [key, cents] of Object.entries(b.refundedTax)) refundedTax[key] = (refundedTax[key] ?? 0) + cents;
  return { ...(Object.fromEntries(keys.map((k) => [k, (a[k] as number) + (b[k] as number)])) as Omit<SalesCents, 'refundedTax'>), refundedTax };
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
    giftCardsSold: centsToDecimalString(sum.giftCardsSoldCents),
    giftCardsSpent: centsToDecimalString(sum.giftCardsSpentCents),
    refundedTax: Object.entries(sum.refundedTax)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, cents]) => {
        const [province, name] = key.includes(' ') ? key.split(' ') : ['', key];
        return { province: province!, name: name!, amount: centsToDecimalString(cents) };
      }),
  };
}
