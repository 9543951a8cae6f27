import type { Language } from '@crystal/shared/schemas/language';
import { cardForCheckout, EMPTY_CARD, getGiftCard, type GiftCardRecord } from '../gift-cards';
import { invalid } from '../lib/errors';

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

/** What the order record keeps of its gift card: which card, and what it pays. */
export type GiftCardFields = { giftCardId: number; giftCardLast4: string; giftCardCents: number };

/**
 * What the card pays (issue 49, decision 0110): as much as it holds of the goods' total (pieces, shipping
 * and tax; `payableCents`), never of gift cards bought in the same order (`paysCents`, priced by the shared
 * priceReductions). A card with nothing left, or an order with nothing it may pay, is a 400 naming `giftCardCode`.
 */
export function giftCardPart(card: GiftCardRecord, payableCents: number, paysCents: number, language: Language): GiftCardFields {
  const refuse = (m: Record<Language, string>) => invalid(m[language], [{ path: 'giftCardCode', message: m[language] }]);
  if (payableCents <= 0) throw refuse(NOT_FOR_GIFT_CARDS);
  if (card.status !== 'active' || card.balanceCents <= 0) throw refuse(EMPTY_CARD);
  return { giftCardId: card.id, giftCardLast4: card.last4, giftCardCents: paysCents };
}

/** The card a checkout's code opens, or a 400 naming `giftCardCode` (counted as a guess). */
export const openGiftCard = (client: string, code: string, language: Language): Promise<GiftCardRecord> => cardForCheckout(client, code, language);

/** The card as it is now, after another order spent it meanwhile. */
export const readGiftCardAgain = async (card: GiftCardRecord): Promise<GiftCardRecord> => (await getGiftCard(card.id)) ?? card;
