import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@crystal/shared/schemas/language';
import { splitGiftCardPayment } from '@crystal/shared/money/gift-card-payment';
import { EMPTY_CARD, type GiftCardRecord } from '../gift-cards';
import { db, tableName } from '../lib/db/client';
import { invalid } from '../lib/errors';
import { orderKey, statusIndexPk, type OrderRecord, type OrderWithItems } from './order-item';
import { getOrder } from './order-repository';
import type { PricedCart } from './price-cart';
import { finishPaidOrder } from './transitions/apply-payment-event';

/** The order's gift card could not take its part: another order spent it meanwhile (read it again). */
export class GiftCardShortError extends Error {
  constructor() {
    super('The gift card was spent meanwhile');
  }
}

const NOT_FOR_GIFT_CARDS = {
  en: 'A gift card cannot pay for gift cards. Remove the code, or the gift cards from your cart.',
  fr: 'Une carte-cadeau ne peut pas payer des cartes-cadeaux. Retirez le code, ou les cartes-cadeaux de votre panier.',
} as const;

/**
 * What the card pays (issue 49, decision 0110): as much as it holds of the goods' total (pieces, shipping
 * and tax), never of gift cards bought in the same order. A card with nothing left, or an order with
 * nothing it may pay, is a 400 naming `giftCardCode`.
 */
export function giftCardPart(card: GiftCardRecord, priced: PricedCart, language: Language): Pick<OrderRecord, 'giftCardId' | 'giftCardLast4' | 'giftCardCents'> {
  const payable = priced.totals.totalCents;
  const refuse = (m: Record<Language, string>) => invalid(m[language], [{ path: 'giftCardCode', message: m[language] }]);
  if (payable <= 0) throw refuse(NOT_FOR_GIFT_CARDS);
  if (card.status !== 'active' || card.balanceCents <= 0) throw refuse(EMPTY_CARD);
  return { giftCardId: card.id, giftCardLast4: card.last4, giftCardCents: splitGiftCardPayment({ goodsTotalCents: payable }, card.balanceCents).giftCardCents };
}

/**
 * An order the card pays in full has nothing to charge (Stripe refuses under $0.50): it is paid here and
 * then, as any paid order, its cart is emptied, its mails go out, its stock alerts and gift cards follow.
 */
export async function payWithGiftCardAlone(order: OrderWithItems): Promise<OrderWithItems> {
  const now = new Date().toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(order.id),
      UpdateExpression: 'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now',
      ConditionExpression: '#status = :pending AND stockReleased = :false AND giftCardCents = totalCents',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':paid': 'paid', ':pending': 'pending', ':false': false, ':gsi': statusIndexPk('paid'), ':now': now },
    }),
  );
  const paid = (await getOrder(order.id))!;
  await finishPaidOrder(paid);
  return paid;
}
