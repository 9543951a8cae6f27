import { describe, expect, it } from 'vitest';
import { giftCardMail } from './gift-card-mail-messages';

describe('gift card mail messages', () => {
  it('fills the placeholders it is given', () => {
    expect(giftCardMail('fr', 'subject', { giver: 'Léa', amount: '50,00 $', shop: 'Crystal' })).toBe('Léa vous offre une carte-cadeau de 50,00 $ chez Crystal');
  });
});
