import type { Cents } from './cents';

/**
 * A refund by the line (issue 45, docs/decisions/0104-refunds-by-the-line.md): the goods, shipping and tax
 * to give back for some units of some lines (and the shipping), by the order's own figures. The server
 * and the admin form both call this, so the figures she sees are the figures refunded.
 *
 * Every figure is the difference of two running totals: what the units refunded so far AND now are worth,
 * less what the units refunded so far are worth. A running total is rounded down for goods and to the
 * nearest cent for each tax, and equals the order's own figure once everything is back, so the refunds of
 * an order add up to its goods, shipping and each tax exactly, and never pass them.
 */

/**
 * `giftCard`: a gift card bought (issue 49): outside the goods, the discount and the tax, refunded at its price.
 * `discounted: false`: the order's discount did not come off this line (it was on another piece or collection).
 */
export type RefundOrderLine = { id: number; quantity: number; priceCents: Cents; giftCard?: boolean; discounted?: false };
export type RefundTaxLine = { name: string; label: string; amountCents: Cents };

/** What the order charged, as it stored it. */
export type RefundableOrder = {
  lines: readonly RefundOrderLine[];
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxLines: readonly RefundTaxLine[];
  totalCents: Cents;
  /** Everything refunded so far (by the line or by amount alone). */
  refundedCents: Cents;
};

/** The units (and shipping) given back before, by earlier refunds. */
export type RefundedBefore = { quantities: ReadonlyMap<number, number>; shipping: boolean };

export type RefundAsk = { items: readonly { itemId: number; quantity: number }[]; shipping: boolean };

export type RefundFigures = {
  items: { itemId: number; quantity: number; goodsCents: Cents }[];
  goodsCents: Cents;
  shippingCents: Cents;
  taxLines: RefundTaxLine[];
  taxCents: Cents;
  totalCents: Cents;
};

export type RefundIssue = { path: string; message: string };
export type RefundOutcome = { ok: true; figures: RefundFigures } | { ok: false; issues: RefundIssue[] };

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * `total` split over `weights` in proportion, in whole cents adding up to `total` (largest remainder;
 * ties to the first). No part passes its weight's share rounded up.
 */
export function splitCents(total: Cents, weights: readonly number[]): Cents[] {
  const whole = sum(weights);
  if (whole <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / whole);
  const parts = exact.map((x) => Math.floor(x));
  const order = exact.map((x, i) => ({ i, rest: x - parts[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; k < total - sum(parts); k++) parts[order[k]!.i]! += 1;
  return parts;
}

/**
 * The goods each line was sold for after the order's discount. A discount off the goods as a whole is
 * spread over every line; one that came off some lines only (the guide's offer on its piece, a code for one
 * collection) is spread over those, and the other lines keep their whole price.
 */
export function lineGoodsCents(order: Pick<RefundableOrder, 'lines' | 'subtotalCents' | 'discountCents'>): Cents[] {
  const gross = order.lines.map((l) => l.priceCents * l.quantity);
  // A gift card line is worth its price: it is not goods, and no discount came off it.
  const goodsOf = (keep: (l: RefundOrderLine) => boolean) => order.lines.map((l, i) => (keep(l) ? gross[i]! : 0));
  if (order.lines.every((l) => l.giftCard || l.discounted !== false)) {
    const parts = splitCents(Math.max(0, order.subtotalCents - order.discountCents), goodsOf((l) => !l.giftCard));
    return order.lines.map((l, i) => (l.giftCard ? gross[i]! : parts[i]!));
  }
  const off = splitCents(order.discountCents, goodsOf((l) => !l.giftCard && l.discounted !== false));
  return order.lines.map((l, i) => (l.giftCard ? gross[i]! : Math.max(0, gross[i]! - off[i]!)));
}

/** `part / whole` of `amount`, rounded half up; the whole of it at the whole. */
const shareOf = (amount: Cents, part: number, whole: number, round: 'down' | 'nearest') => {
  if (whole <= 0 || part >= whole) return amount;
  return round === 'down' ? Math.floor((amount * part) / whole) : Math.floor((2 * amount * part + whole) / (2 * whole));
};

type Running = { goods: Cents[]; shipping: Cents; taxes: Cents[] };

function running(order: RefundableOrder, net: Cents[], quantities: (id: number) => number, shipping: boolean): Running {
  const goods = order.lines.map((l, i) => shareOf(net[i]!, quantities(l.id), l.quantity, 'down'));
  const shippingCents = shipping ? order.shippingCents : 0;
  // Tax was charged on the goods and the shipping only, never on a gift card bought.
  const taxed = (values: Cents[]) => sum(values.filter((_, i) => !order.lines[i]!.giftCard));
  const taxable = taxed(net) + order.shippingCents;
  const base = taxed(goods) + shippingCents;
  return { goods, shipping: shippingCents, taxes: order.taxLines.map((t) => shareOf(t.amountCents, base, taxable, 'nearest')) };
}

function checkAsk(order: RefundableOrder, before: RefundedBefore, ask: RefundAsk): RefundIssue[] {
  const issues: RefundIssue[] = [];
  const seen = new Set<number>();
  ask.items.forEach((item, i) => {
    const line = order.lines.find((l) => l.id === item.itemId);
    if (!line) return issues.push({ path: `items.${i}.itemId`, message: `The order has no line ${item.itemId}` });
    if (seen.has(item.itemId)) return issues.push({ path: `items.${i}.itemId`, message: `Line ${item.itemId} is named twice` });
    seen.add(item.itemId);
    const left = line.quantity - (before.quantities.get(line.id) ?? 0);
    if (item.quantity > left) {
      issues.push({
        path: `items.${i}.quantity`,
        message: `Line ${line.id} can be refunded at most ${left} more (${line.quantity} bought, ${line.quantity - left} refunded before)`,
      });
    }
    return undefined;
  });
  // Free shipping has nothing to give back: asking for it changes nothing.
  const shipping = ask.shipping && order.shippingCents > 0;
  if (shipping && before.shipping) issues.push({ path: 'shipping', message: 'The shipping was refunded before' });
  if (!issues.length && !shipping && ask.items.every((i) => i.quantity === 0)) {
    issues.push({ path: 'items', message: 'Choose at least one piece or the shipping to refund' });
  }
  return issues;
}

/** What refunding `ask` gives back, or why it cannot be refunded. */
export function computeRefund(order: RefundableOrder, before: RefundedBefore, ask: RefundAsk): RefundOutcome {
  const issues = checkAsk(order, before, ask);
  if (issues.length) return { ok: false, issues };
  const net = lineGoodsCents(order);
  const was = (id: number) => before.quantities.get(id) ?? 0;
  const asked = (id: number) => sum(ask.items.filter((i) => i.itemId === id).map((i) => i.quantity));
  const from = running(order, net, was, before.shipping);
  const to = running(order, net, (id) => was(id) + asked(id), before.shipping || ask.shipping);
  const items = ask.items
    .filter((i) => i.quantity > 0)
    .map((i) => {
      const at = order.lines.findIndex((l) => l.id === i.itemId);
      return { itemId: i.itemId, quantity: i.quantity, goodsCents: to.goods[at]! - from.goods[at]! };
    });
  const taxLines = order.taxLines.map((t, k) => ({ name: t.name, label: t.label, amountCents: to.taxes[k]! - from.taxes[k]! }));
  const goodsCents = sum(items.map((i) => i.goodsCents));
  const shippingCents = to.shipping - from.shipping;
  const taxCents = sum(taxLines.map((t) => t.amountCents));
  return { ok: true, figures: { items, goodsCents, shippingCents, taxLines, taxCents, totalCents: goodsCents + shippingCents + taxCents } };
}

/**
 * The same refund for a lower total she chose: goods, shipping and each tax lowered in proportion so
 * they still add up to it (what the reports take off is what went back to the card).
 */
export function lowerRefund(figures: RefundFigures, totalCents: Cents): RefundFigures {
  if (totalCents >= figures.totalCents) return figures;
  const weights = [...figures.items.map((i) => i.goodsCents), figures.shippingCents, ...figures.taxLines.map((t) => t.amountCents)];
  const parts = splitCents(totalCents, weights);
  const n = figures.items.length;
  const items = figures.items.map((i, k) => ({ ...i, goodsCents: parts[k]! }));
  const taxLines = figures.taxLines.map((t, k) => ({ ...t, amountCents: parts[n + 1 + k]! }));
  const goodsCents = sum(items.map((i) => i.goodsCents));
  const taxCents = sum(taxLines.map((t) => t.amountCents));
  return { items, goodsCents, shippingCents: parts[n]!, taxLines, taxCents, totalCents };
}

/**
 * The refund as it will be made: computed, then lowered to `amountCents` when she asked for less. A
 * lower total above the computed one, or above what is left of the payment, is refused.
 */
export function settleRefundFigures(order: RefundableOrder, before: RefundedBefore, ask: RefundAsk, amountCents?: Cents): RefundOutcome {
  const outcome = computeRefund(order, before, ask);
  if (!outcome.ok) return outcome;
  const { figures } = outcome;
  const money = (c: Cents) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  if (amountCents !== undefined && (amountCents <= 0 || amountCents > figures.totalCents)) {
    return { ok: false, issues: [{ path: 'amount', message: `Refund between 0.01 and ${money(figures.totalCents)}, the total of what you chose` }] };
  }
  const lowered = amountCents === undefined ? figures : lowerRefund(figures, amountCents);
  const left = order.totalCents - order.refundedCents;
  if (lowered.totalCents > left) {
    return {
      ok: false,
      issues: [{ path: 'amount', message: `Refund at most ${money(Math.max(0, left))}: ${money(order.refundedCents)} of the ${money(order.totalCents)} paid was refunded before` }],
    };
  }
  return { ok: true, figures: lowered };
}
