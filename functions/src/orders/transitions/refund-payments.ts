import { splitRefund } from '@crystal/shared/money/split-refund';
import type { RefundProvider } from '../../payment-adapters';
import type { OrderWithItems } from '../order-item';
import { paidCentsOf } from '../refund-record';

type OrderPayment = { paymentIntentId: string | undefined; cents: number };

/**
 * The card payments an order was paid with, the one given back first first: a quote's balance, then its
 * deposit; any other order has its one payment (or none, marked paid by hand).
 */
export function paymentsOf(order: OrderWithItems): OrderPayment[] {
  const paid = paidCentsOf(order);
  const balance = order.balancePayment;
  return balance ? [balance, { paymentIntentId: order.paymentIntentId, cents: paid - balance.cents }] : [{ paymentIntentId: order.paymentIntentId, cents: paid }];
}

/**
 * Pays a refund of `amountCents` back over the order's payments, going on from the `refundedBeforeCents`
 * its refunds so far gave back (splitRefund): one provider refund per payment it touches, each idempotent
 * (the first payment's key is the refund's own, so an order of one payment refunds exactly as before).
 * The sandbox's `charge.refunded` events, one per payment refunded, are delivered by the returned function.
 */
export async function refundPayments(
  refunds: RefundProvider,
  order: OrderWithItems,
  { refundedBeforeCents, amountCents, idempotencyKey }: { refundedBeforeCents: number; amountCents: number; idempotencyKey: string },
): Promise<{ deliverEvent?: () => Promise<unknown> }> {
  const payments = paymentsOf(order);
  const parts = splitRefund(payments.map((p) => p.cents), refundedBeforeCents, amountCents);
  const events: (() => Promise<unknown>)[] = [];
  for (const [i, cents] of parts.entries()) {
    if (cents === 0) continue;
    const payment = payments[i]!;
    const key = i === 0 ? idempotencyKey : `${idempotencyKey}-${i}`;
    const { deliverEvent } = await refunds.refund({ orderId: order.id, paymentIntentId: payment.paymentIntentId, amountCents: cents, chargedCents: payment.cents, idempotencyKey: key });
    if (deliverEvent) events.push(deliverEvent);
  }
  return events.length ? { deliverEvent: async () => { for (const deliver of events) await deliver(); } } : {};
}
