import { centsToDecimalString } from '@crystal/shared/money';
import type { GiftCardBalance } from '@crystal/shared/schemas/gift-card';
import { invalid, notFound } from '../lib/errors';
import { limitGiftCardGuesses } from './gift-card-guess-limit';
import { findGiftCardByCode } from './gift-card-repository';
import type { GiftCardRecord } from './gift-card-item';

/** POST /api/gift-cards/balance: what is left on a code; an unknown or disabled code is a 404. */
export async function giftCardBalance(client: string, code: string): Promise<GiftCardBalance> {
  await limitGiftCardGuesses(client);
  const card = await findGiftCardByCode(code);
  if (!card || card.status !== 'active') throw notFound('Gift card');
  return { balance: centsToDecimalString(card.balanceCents), currency: 'CAD' };
}

export const UNKNOWN_CARD = { en: 'This gift card code is not valid.', fr: 'Ce code de carte-cadeau n’est pas valide.' } as const;
export const EMPTY_CARD = { en: 'This gift card has no balance left.', fr: 'Cette carte-cadeau n’a plus de solde.' } as const;

/** The card a checkout's code opens, or a 400 naming `giftCardCode` (counted as a guess). */
export async function cardForCheckout(client: string, code: string, language: 'en' | 'fr'): Promise<GiftCardRecord> {
  await limitGiftCardGuesses(client);
  const card = await findGiftCardByCode(code);
  if (!card || card.status !== 'active') {
    throw invalid(UNKNOWN_CARD[language], [{ path: 'giftCardCode', message: UNKNOWN_CARD[language] }]);
  }
  return card;
}
