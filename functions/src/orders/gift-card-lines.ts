import type { GiftCardCartLineItem } from '../cart';
import { issueGiftCard } from '../gift-cards';
import { logger } from '../lib/logger';
import { giftCardLineSk, orderPk, type OrderLineRecord, type OrderWithItems } from './order-item';

/** A gift card's name on the order's lines, mails and receipts. */
export const GIFT_CARD_LINE_NAME = { en: 'Gift card', fr: 'Carte-cadeau' } as const;

/** The order's gift card lines (`ITEM#GIFT#<nn>`, no piece: productId 0), from the cart's gift card lines. */
export function giftCardOrderLines(orderId: number, giftCards: readonly GiftCardCartLineItem[]): OrderLineRecord[] {
  return giftCards.map((g, n) => {
    const { amountCents, ...giftCard } = g.giftCard;
    return {
      pk: orderPk(orderId),
      sk: giftCardLineSk(n + 1),
      type: 'orderItem',
      orderId,
      productId: 0,
      name: GIFT_CARD_LINE_NAME.en,
      frName: GIFT_CARD_LINE_NAME.fr,
      imageUrl: '',
      quantity: 1,
      priceCents: amountCents,
      giftCard,
    };
  });
}

/**
 * Once the order is paid: one card per gift card line, each claimed by its line in the card's own
 * transaction, so a replayed payment event issues nothing twice. The code is never logged.
 */
export async function issueOrderGiftCards(order: OrderWithItems): Promise<number> {
  let issued = 0;
  for (const line of order.items) {
    if (!line.giftCard) continue;
    const card = await issueGiftCard({
      amountCents: line.priceCents,
      recipientName: line.giftCard.recipientName,
      recipientEmail: line.giftCard.recipientEmail,
      ...(line.giftCard.message ? { message: line.giftCard.message } : {}),
      giverName: `${order.firstName} ${order.lastName}`.trim(),
      deliverOn: line.giftCard.deliverOn,
      language: order.language ?? 'en',
      orderId: order.id,
      orderLineSk: line.sk,
    });
    if (card) {
      issued++;
      logger.info('Gift card issued', { orderId: order.id, cardId: card.card.id, last4: card.card.last4 });
    }
  }
  return issued;
}
