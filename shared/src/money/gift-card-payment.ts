import type { Cents } from './cents';
import { splitRefund } from './split-refund';

/**
 * Paying an order with a gift card (issue 49, docs/decisions/0110-gift-cards.md), the one computation the
 * server's order and the checkout's preview both use. The card pays what it holds of the goods' total
 * (pieces, shipping and tax: tax is charged on the goods as always), never of gift cards bought in the same
 * order; the card payment pays the rest, the amount due. An amount due of 0 means no card payment at all.
 */
export type GiftCardSplit = { giftCardCents: Cents; amountDueCents: Cents };

export function splitGiftCardPayment(order: { goodsTotalCents: Cents; giftCardsBoughtCents?: Cents }, balanceCents: Cents | undefined): GiftCardSplit {
  const giftCardCents = balanceCents === undefined ? 0 : Math.max(0, Math.min(balanceCents, order.goodsTotalCents));
  return { giftCardCents, amountDueCents: order.goodsTotalCents + (order.giftCardsBoughtCents ?? 0) - giftCardCents };
}

/**
 * A refund of an order a gift card paid part of: back to the card first, up to its part, and only the rest
 * to the card payment, going on from what earlier refunds gave back (splitRefund over the two payments).
 */
export function splitGiftCardRefund(
  paid: GiftCardSplit,
  refundedBeforeCents: Cents,
  amountCents: Cents,
): { toGiftCardCents: Cents; toCardPaymentCents: Cents } {
  const [toGiftCardCents, toCardPaymentCents] = splitRefund([paid.giftCardCents, paid.amountDueCents], refundedBeforeCents, amountCents);
  return { toGiftCardCents: toGiftCardCents!, toCardPaymentCents: toCardPaymentCents! };
}
