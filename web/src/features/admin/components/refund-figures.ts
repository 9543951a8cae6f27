import { decimalStringToCents } from '@crystal/shared/money';
import type { RefundableOrder, RefundedBefore } from '@crystal/shared/money/compute-refund';
import type { AdminOrderDetail } from '@crystal/shared/schemas/admin-orders';

/**
 * The admin order as the shared refund computation reads it (shared/src/money/compute-refund.ts, the
 * server's own): its lines, figures and what its refunds gave back before, so the form's live figures
 * are the figures the server refunds.
 */
export function refundableOfDetail(order: AdminOrderDetail): { order: RefundableOrder; before: RefundedBefore } {
  const cents = decimalStringToCents;
  const quantities = new Map<number, number>();
  let shipping = false;
  for (const refund of order.refunds ?? []) {
    if (refund.shippingRefunded) shipping = true;
    for (const item of refund.items) quantities.set(item.itemId, (quantities.get(item.itemId) ?? 0) + item.quantity);
  }
  return {
    order: {
      lines: order.items.map((i) => ({ id: i.id, quantity: i.quantity, priceCents: cents(i.price), ...(i.discounted === false ? { discounted: false as const } : {}) })),
      subtotalCents: cents(order.subtotal),
      discountCents: cents(order.discount),
      shippingCents: cents(order.shipping),
      taxLines: order.taxLines.map((t) => ({ name: t.name, label: t.label, amountCents: cents(t.amount) })),
      totalCents: cents(order.amountPaid ?? order.totalAmount),
      refundedCents: cents(order.refundedAmount ?? '0.00'),
    },
    before: { quantities, shipping },
  };
}
