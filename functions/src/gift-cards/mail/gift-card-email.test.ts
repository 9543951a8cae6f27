import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import type { GiftCardRecord } from '../gift-card-item';
import { giftCardEmail } from './gift-card-email';

const CODE = 'ABCDEFGHJKLMNPQR';
const card = {
  id: 3,
  last4: 'NPQR',
  status: 'active',
  initialCents: 5000,
  balanceCents: 5000,
  currency: 'CAD',
  recipientName: 'Maude',
  recipientEmail: 'maude@example.com',
  message: 'Joyeux anniversaire!\nxo',
  giverName: 'Léa Roy',
  deliverOn: '2026-12-02',
  language: 'en',
} as GiftCardRecord;
const links = { shop: 'https://shop.example/shop/', balance: 'https://shop.example/shop/gift-card' };
const text = (mail: { text: string }) => mail.text.replace(/\s+/g, ' ');

describe('the recipient’s gift card mail', () => {
  it('gives the amount, the giver, the message, the code grouped in fours and a link to the shop', async () => {
    const mail = await giftCardEmail({ card, code: CODE, settings: DEFAULT_SHOP_SETTINGS, links }, 'gift-card-3-delivery');
    expect(mail).toMatchObject({ to: 'maude@example.com', idempotencyKey: 'gift-card-3-delivery', subject: `Léa Roy sent you a $50.00 gift card from ${DEFAULT_SHOP_SETTINGS.legalName}` });
    for (const fact of ['Léa Roy sent you a $50.00 gift card', 'Joyeux anniversaire!', 'ABCD-EFGH-JKLM-NPQR', links.shop, links.balance]) expect(text(mail)).toContain(fact);
    expect(mail.html).toContain(`href="${links.shop}"`);
  });

  it('is written in the order’s language, and a store credit names the shop as its giver', async () => {
    const fr = await giftCardEmail({ card: { ...card, language: 'fr', giverName: undefined, message: undefined }, code: CODE, settings: DEFAULT_SHOP_SETTINGS, links }, 'k');
    expect(fr.subject.replace(/\s+/g, ' ')).toBe(`Une carte-cadeau de 50,00 $ de ${DEFAULT_SHOP_SETTINGS.legalName}`);
    expect(text(fr)).toContain(`${DEFAULT_SHOP_SETTINGS.legalName} vous offre une carte-cadeau de 50,00 $.`);
    expect(text(fr)).toContain('Entrez ce code à la caisse');
    expect(fr.html).toContain('lang="fr-CA"');
  });
});
