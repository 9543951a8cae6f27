import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MAIL_MESSAGES, giftCardMail } from './gift-card-mail-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('gift card mail messages', () => {
  it('has every English text in French too, with the same placeholders', () => {
    expect(Object.keys(GIFT_CARD_MAIL_MESSAGES.fr).sort()).toEqual(Object.keys(GIFT_CARD_MAIL_MESSAGES.en).sort());
    for (const [key, en] of Object.entries(GIFT_CARD_MAIL_MESSAGES.en)) {
      expect(placeholders(GIFT_CARD_MAIL_MESSAGES.fr[key as keyof typeof GIFT_CARD_MAIL_MESSAGES.fr]), key).toEqual(placeholders(en));
    }
  });

  it('fills the placeholders it is given', () => {
    expect(giftCardMail('fr', 'subject', { giver: 'Léa', amount: '50,00 $', shop: 'Crystal' })).toBe('Léa vous offre une carte-cadeau de 50,00 $ chez Crystal');
  });
});
