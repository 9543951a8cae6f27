import { splitRefund } from '@crystal/shared/money/split-refund';
import { restoreGiftCardBalance } from '../../gift-cards';
import type { RefundProvider } from '../../payment-adapters';
import type { OrderWithItems } from '../order-item';
import { paidCentsOf } from '../refund-record';

/** One way the order was paid: a card payment (a provider refund gives it back) or a gift card (its balance is restored). */
export type OrderPayment = { paymentIntentId: string | undefined; cents: number; giftCardId?: undefined } | { giftCardId: number; cents: number };

/**
 * The ways an order was paid, the one given back first first: the gift card's part (decision 0110: a
 * refund goes back to the card first), then the card payments: a quote's balance, then its deposit; any
 * other order has its one card payment (none when the gift card paid it all, or it was marked paid by hand).
 */
export function paymentsOf(order: OrderWithItems): OrderPayment[] {
  const giftCard: OrderPayment[] = order.giftCardId && order.giftCardCents ? [{ giftCardId: order.giftCardId, cents: order.giftCardCents }] : [];
  const charged = paidCentsOf(order) - (order.giftCardCents ?? 0);
  const balance = order.balancePayment;
  const cards: OrderPayment[] = balance ? [balance, { paymentIntentId: order.paymentIntentId, cents: charged - balance.cents }] : [{ paymentIntentId: order.paymentIntentId, cents: charged }];
  return [...giftCard, ...cards];
}

/**
 * Pays a refund of `amountCents` back over the order's payments, going on from the `refundedBeforeCents`
 * its refunds so far gave back (splitRefund): one provider refund per card payment it touches, each
 * idempotent (the first card payment's key is the refund's own, so an order of one payment refunds exactly
 * as before), then the gift card's part restored to the card (once per refund key). The sandbox's
 * `charge.refunded` events, one per card payment refunded, are delivered by the returned function.
 */
export async function refundPayments(
  refunds: RefundProvider,
  order: OrderWithItems,
  { refundedBeforeCents, amountCents, idempotencyKey }: { refundedBeforeCents: number; amountCents: number; idempotencyKey: string },
): Promise<{ deliverEvent?: () => Promise<unknown> }> {
  const payments = paymentsOf(order);
  const parts = splitRefund(payments.map((p) => p.cents), refundedBeforeCents, amountCents);
  const events: (() => Promise<unknown>)[] = [];
  const cardPart = { cardId: 0, cents: 0 };
  let n = 0;
  for (const [i, cents] of parts.entries()) {
    const payment = payments[i]!;
    if (payment.giftCardId !== undefined) {
      Object.assign(cardPart, { cardId: payment.giftCardId, cents });
      continue;
    }
    const key = n === 0 ? idempotencyKey : `${idempotencyKey}-${n}`;
    n++;
    if (cents === 0) continue;
    const { deliverEvent } = await refunds.refund({ orderId: order.id, paymentIntentId: payment.paymentIntentId, amountCents: cents, chargedCents: payment.cents, idempotencyKey: key });
    if (deliverEvent) events.push(deliverEvent);
  }
  // After the provider's: a refused card refund restores nothing to the card.
  if (cardPart.cents > 0) await restoreGiftCardBalance(cardPart.cardId, cardPart.cents, idempotencyKey, new Date().toISOString());
  return events.length ? { deliverEvent: async () => { for (const deliver of events) await deliver(); } } : {};
}
