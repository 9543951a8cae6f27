import { cardOfOrderLine, disableUnspentGiftCard, type GiftCardRecord } from '../../gift-cards';
import { conflict } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { OrderLineRecord, OrderWithItems } from '../order-item';

/**
 * Refunding a gift card bought (issue 49, decision 0110): the card its line issued is disabled, and only
 * while nothing of it was spent; a card already spent is refused (409), so the shop never pays it twice.
 */
export async function refundedGiftCards(order: OrderWithItems, lines: readonly Pick<OrderLineRecord, 'sk' | 'giftCard'>[]): Promise<GiftCardRecord[]> {
  const cards: GiftCardRecord[] = [];
  for (const line of lines) {
    if (!line.giftCard) continue;
    const card = await cardOfOrderLine(order.id, line.sk);
    if (!card || card.status === 'disabled') continue;
    if (card.balanceCents < card.initialCents) {
      throw conflict(`The gift card …${card.last4} bought with order #${order.id} was already spent: its line cannot be refunded.`);
    }
    cards.push(card);
  }
  return cards;
}

/** Disables the refunded cards; one spent meanwhile stays enabled, and is logged for her to look at. */
export async function disableRefundedGiftCards(orderId: number, cards: readonly GiftCardRecord[]): Promise<void> {
  const now = new Date().toISOString();
  for (const card of cards) {
    if (!(await disableUnspentGiftCard(card.id, `Refunded with order #${orderId}`, now))) {
      logger.warn('A refunded gift card was spent meanwhile and stays enabled', { orderId, cardId: card.id, last4: card.last4 });
    }
  }
}
