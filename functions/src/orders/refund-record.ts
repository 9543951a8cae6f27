import { centsToDecimalString } from '@crystal/shared/money';
import type { RefundableOrder, RefundedBefore } from '@crystal/shared/money/compute-refund';
import type { AdminRefund } from '@crystal/shared/schemas/admin-orders';
import { numberLines, type OrderLineRecord, type OrderWithItems, type RefundRecord } from './order-item';

/** The order's refunds that stand (a voided one's payout failed). */
export const standingRefunds = (order: Pick<OrderWithItems, 'refunds'>): RefundRecord[] => (order.refunds ?? []).filter((r) => !r.voidedAt);

/** What was paid: a deposit for custom work still owing its balance, else the total. */
export const paidCentsOf = (order: OrderWithItems): number => order.paidCents ?? order.totalCents;

/** The order's figures as the shared refund computation reads them. */
export function refundableOf(order: OrderWithItems): RefundableOrder {
  return {
    lines: numberLines(order.items).map((l) => ({
      id: l.id,
      quantity: l.quantity,
      priceCents: l.priceCents,
      ...(l.giftCard ? { giftCard: true } : {}),
      ...(l.discounted === false ? { discounted: false as const } : {}),
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxLines: order.taxLines,
    totalCents: paidCentsOf(order),
    refundedCents: order.refundedCents ?? 0,
  };
}

/** The units and shipping the order's standing refunds gave back. */
export function refundedBefore(order: OrderWithItems): RefundedBefore {
  const quantities = new Map<number, number>();
  let shipping = false;
  for (const refund of standingRefunds(order)) {
    shipping ||= refund.shippingRefunded;
    for (const item of refund.items) quantities.set(item.itemId, (quantities.get(item.itemId) ?? 0) + item.quantity);
  }
  return { quantities, shipping };
}

/** Each line's units already put back on the shelf by refunds by the line, by line. */
export function restockedQuantities(order: OrderWithItems): Map<OrderLineRecord, number> {
  const lines = numberLines(order.items);
  const back = new Map<OrderLineRecord, number>();
  for (const refund of standingRefunds(order)) {
    if (!refund.restockedAt) continue;
    for (const item of refund.items) {
      const line = lines.find((l) => l.id === item.itemId);
      const original = line && order.items.find((i) => i.sk === line.sk);
      if (item.restock && original) back.set(original, (back.get(original) ?? 0) + item.quantity);
    }
  }
  return back;
}

/** The order's lines less what refunds by the line already put back: what a release of the whole order returns. */
export function unreturnedLines(order: OrderWithItems): OrderLineRecord[] {
  const back = restockedQuantities(order);
  return order.items.map((l) => ({ ...l, quantity: l.quantity - (back.get(l) ?? 0) })).filter((l) => l.quantity > 0);
}

const money = centsToDecimalString;

export function toAdminRefund(r: RefundRecord): AdminRefund {
  return {
    id: r.id,
    items: r.items.map((i) => ({ itemId: i.itemId, quantity: i.quantity, restock: i.restock, goods: money(i.goodsCents) })),
    goods: money(r.goodsCents),
    shipping: money(r.shippingCents),
    shippingRefunded: r.shippingRefunded,
    tax: money(r.taxCents),
    taxLines: r.taxLines.map((t) => ({ name: t.name, label: t.label, amount: money(t.amountCents) })),
    total: money(r.totalCents),
    createdAt: r.createdAt,
  };
}
