import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, DEMO_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { computeTotals } from '@crystal/shared/tax';
import type { OrderWithItems } from '../order-item';
import { confirmationEmail } from './confirmation-email';
import { statusEmail } from './status-emails';

const totals = computeTotals(9000, 'ON');
export const sampleOrder = {
  id: 42,
  firstName: 'Luna',
  lastName: 'Moonstone',
  customerEmail: 'luna@example.com',
  customerPhone: '204-555-0199',
  shippingAddress: 'Luna Moonstone\n123 Crystal Lane\nToronto, ON M5V 2T6\nCanada',
  items: [
    { productId: 7, name: 'Amethyst <Dream> Ring', quantity: 2, priceCents: 4500, imageUrl: '', orderId: 42 },
  ],
  ...totals,
  status: 'paid',
  paidAt: '2026-11-24T20:00:00.000Z',
} as unknown as OrderWithItems;

const settings = { ...DEFAULT_SHOP_SETTINGS, phone: '204-555-0100', gstHstNumber: '123456789RT0001' };
const links = { orderUrl: 'https://shop.example/shop/order-confirmation?order_id=42&key=k', returnsUrl: 'https://shop.example/shop/returns' };

describe('email templates', () => {
  it('renders the confirmation with every disclosure, in HTML and plain text, escaping what shoppers typed', async () => {
    const t0 = Date.now();
    const mail = await confirmationEmail(sampleOrder, settings, links);
    expect(Date.now() - t0).toBeLessThan(5000);
    const html = mail.html!.replaceAll('<!-- -->', '');
    for (const part of [mail.text, html]) {
      for (const fact of [settings.legalName, 'Winnipeg, Manitoba, Canada', '204-555-0100', 'hello@sacredcrystaljewelry.ca', '$45.00', '$90.00', 'HST (13%)', '$11.70', 'Shipping', 'Free', '$101.70', 'CAD', settings.deliveryEstimate, '30 days', links.returnsUrl, '123456789RT0001']) {
        expect(part).toContain(fact);
      }
    }
    expect(mail.html).toContain('Amethyst &lt;Dream&gt; Ring');
    expect(mail.html).not.toContain('<Dream>');
    expect(mail).toMatchObject({ to: 'luna@example.com', replyTo: settings.replyToEmail, idempotencyKey: 'order-42-confirmation' });
    expect(mail.text).toContain('Questions? Reply to this email or write to hello@sacredcrystaljewelry.ca, or call 204-555-0100.');
  });

  it('says a personalised piece is exchange only, beside the refund window, and only when the order holds one', async () => {
    const collapse = (text: string) => text.replace(/\s+/g, ' ');
    const plain = collapse((await confirmationEmail(sampleOrder, settings, links)).text!);
    expect(plain).toContain('we refund you in full. Read the whole policy: https://shop.example/shop/returns');
    expect(plain).not.toContain('exchange only');
    const engraved = {
      ...sampleOrder,
      items: [{ ...sampleOrder.items[0], choices: [{ kind: 'personalization', name: 'Engraving', value: 'Luna' }] }],
    } as unknown as OrderWithItems;
    const mail = await confirmationEmail(engraved, settings, links);
    expect(collapse(mail.text!)).toContain('we refund you in full. Personalised pieces are exchange only, within 14 days. Read the whole policy: ');
    const french = await confirmationEmail({ ...engraved, language: 'fr' } as unknown as OrderWithItems, settings, links);
    expect(collapse(french.text!)).toContain('Les pièces personnalisées sont échangeables seulement, dans un délai de 14 jours. Toute la politique : ');
  });

  it("carries the demo shop's seller details: legal name, address, phone and email", async () => {
    const mail = await confirmationEmail(sampleOrder, DEMO_SHOP_SETTINGS, links);
    for (const fact of ['Sacred Crystal Jewelry', 'Winnipeg, Manitoba, Canada', '(204) 555-0123', 'hello@sacredcrystaljewelry.ca']) {
      expect(mail.text).toContain(fact);
      expect(mail.html!.replaceAll('<!-- -->', '')).toContain(fact);
    }
  });

  it('leaves out what is not set: no phone, no GST/HST number', async () => {
    const mail = await confirmationEmail(sampleOrder, { ...DEFAULT_SHOP_SETTINGS, phone: '' }, links);
    expect(mail.text).not.toContain('GST/HST registration number');
    expect(mail.text).not.toContain('call');
    expect(mail.text).toContain('Questions? Reply to this email or write to hello@sacredcrystaljewelry.ca.');
  });

  it('repeats the shopper’s gift note when there is one, escaped, and says nothing of it otherwise', async () => {
    const withNote = await confirmationEmail({ ...sampleOrder, giftNote: 'Happy birthday, <Mira>!' } as OrderWithItems, settings, links);
    expect(withNote.text).toContain('GIFT NOTE');
    expect(withNote.text).toContain('Happy birthday, <Mira>!');
    expect(withNote.html).toContain('Happy birthday, &lt;Mira&gt;!');
    expect((await confirmationEmail(sampleOrder, settings, links)).text).not.toMatch(/gift note/i);
  });

  it('says whether a refund is full or partial, with the amount', async () => {
    const partial = await statusEmail('refunded', { ...sampleOrder, refundedCents: 2000 }, settings, links.orderUrl);
    expect(partial.text).toContain('$20.00 CAD');
    expect(partial.text).toContain('partial refund');
    expect(partial.idempotencyKey).toBe('order-42-refunded-2000');
    const full = await statusEmail('refunded', { ...sampleOrder, refundedCents: 10170 }, settings, links.orderUrl);
    expect(full.text).toContain('the full amount');
    // A second partial refund gives the total so far, never as if it were this refund's own amount.
    const second = await statusEmail('refunded', { ...sampleOrder, refundedCents: 3500 }, settings, links.orderUrl);
    expect(second.text).toContain('Refunded so far: $35.00 CAD of your $101.70 total.');
    expect(second.text).not.toContain('We refunded $35.00');
  });

  it('says truthfully what happens to the money of a cancelled order', async () => {
    const unpaid = await statusEmail('cancelled', { ...sampleOrder, paidAt: undefined }, settings, links.orderUrl);
    expect(unpaid.text).toContain('No payment was taken.');
    const paid = await statusEmail('cancelled', sampleOrder, settings, links.orderUrl);
    expect(paid.text).toContain('We refund your payment of $101.70 CAD to the card you paid with, and email you when the refund is made.');
    const refunded = await statusEmail('cancelled', { ...sampleOrder, refundedCents: 10170 }, settings, links.orderUrl);
    expect(refunded.text).toContain('Your payment of $101.70 CAD was refunded to the card you paid with.');
  });
});

describe('the artisan’s new-order alert', () => {
  it('packs each line with its choices: two sizes of one ring are two lines, the engraving as typed', async () => {
    const { newOrderAlert } = await import('./artisan-alerts');
    const ring = { productId: 19, name: 'Moonstone Stacking Ring', priceCents: 4600, imageUrl: '', orderId: 42 };
    const order = {
      ...sampleOrder,
      items: [
        { ...ring, quantity: 1, choices: [{ kind: 'option', name: 'Size', value: '7' }, { kind: 'personalization', name: 'Engraving', value: 'Luna & Sol' }] },
        { ...ring, quantity: 2, choices: [{ kind: 'option', name: 'Size', value: '8' }] },
      ],
    } as unknown as OrderWithItems;
    const mail = await newOrderAlert({ order, settings, adminUrl: 'https://shop.example/shop/admin/orders/42' });
    const text = mail.text!.replace(/\s+/g, ' ');
    expect(text).toContain('PACKING LIST 1 × Moonstone Stacking Ring (piece #19): Size 7, Engraving: Luna & Sol 2 × Moonstone Stacking Ring (piece #19): Size 8 SHIP TO');
  });
});

describe('the giver’s confirmation of a gift card', () => {
  it('says whom the card goes to and the day it arrives, and never shows a code', async () => {
    const giftLine = { productId: 0, name: 'Gift card', frName: 'Carte-cadeau', quantity: 1, priceCents: 5000, imageUrl: '', orderId: 42, sk: 'ITEM#GIFT#01', giftCard: { recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-02' } };
    const order = { ...sampleOrder, items: [...sampleOrder.items, giftLine] } as unknown as OrderWithItems;
    const en = await confirmationEmail(order, settings, links);
    expect(en.text.replace(/\s+/g, ' ')).toContain('for Maude, arrives by email at maude@example.com on Wednesday, December 2, 2026; the code goes to them only');
    const fr = await confirmationEmail({ ...order, language: 'fr' }, settings, links);
    expect(fr.text.replace(/\s+/g, ' ')).toContain('pour Maude, arrive par courriel à maude@example.com le mercredi 2 décembre 2026');
    expect(`${en.text}${en.html}${fr.text}${fr.html}`).not.toMatch(/[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/);
  });

  it('an order of gift cards alone promises no shipping: the address is the buyer’s own and there is no delivery paragraph', async () => {
    const giftLine = { productId: 0, name: 'Gift card', frName: 'Carte-cadeau', quantity: 1, priceCents: 5000, imageUrl: '', orderId: 42, sk: 'ITEM#GIFT#01', giftCard: { recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-02' } };
    const cardsAlone = { ...sampleOrder, items: [giftLine], subtotalCents: 0, giftCardsCents: 5000, discountCents: 0, shippingCents: 0, taxLines: [], taxCents: 0, totalCents: 5000 } as unknown as OrderWithItems;
    const en = await confirmationEmail(cardsAlone, settings, links);
    expect(en.text).toContain('YOUR ADDRESS');
    expect(en.text).not.toMatch(/SHIPPING TO|DELIVERY/);
    expect(en.text).not.toContain(settings.deliveryEstimate);
    // No shipping line among the totals either: "Shipping Free" would be a promise about a parcel there is not.
    expect(en.text).not.toMatch(/Shipping/);
    // The card counts in the subtotal, as the checkout showed it: subtotal and total agree.
    expect(en.text).toMatch(/Subtotal\s+\$50\.00/);
    expect(en.text).toMatch(/Total \(CAD\)\s+\$50\.00/);
    // No piece to return: only the gift card's own rule, as the returns page gives it.
    expect(en.text.replace(/\s+/g, ' ')).toContain('A gift card is refunded in full until any of it is spent: reply to this email.');
    expect(en.text).not.toContain('You may return a piece');
    const fr = await confirmationEmail({ ...cardsAlone, language: 'fr' }, settings, links);
    expect(fr.text).toContain('VOTRE ADRESSE');
    expect(fr.text).not.toMatch(/LIVRAISON|Livraison/);
    // A card beside a piece: the piece ships, with the shop's estimate.
    const mixed = await confirmationEmail({ ...sampleOrder, items: [...sampleOrder.items, giftLine] } as unknown as OrderWithItems, settings, links);
    expect(mixed.text).toContain('SHIPPING TO');
    expect(mixed.text).toMatch(/Shipping\s+(Free|\$)/);
    expect(mixed.text).toContain(settings.deliveryEstimate);
    expect(mixed.text).toContain('You may return a piece');
    expect(mixed.text.replace(/\s+/g, ' ')).toContain('A gift card is refunded in full until any of it is spent');
  });

  it('the artisan packs no gift card: "Nothing to pack" and the buyer for cards alone, only the pieces beside one', async () => {
    const { newOrderAlert } = await import('./artisan-alerts');
    const giftLine = { productId: 0, name: 'Gift card', quantity: 1, priceCents: 5000, imageUrl: '', orderId: 42, sk: 'ITEM#GIFT#01', giftCard: { recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-02' } };
    const adminUrl = 'https://shop.example/shop/admin/orders/42';
    const alone = await newOrderAlert({ order: { ...sampleOrder, items: [giftLine] } as unknown as OrderWithItems, settings, adminUrl });
    expect(alone.text).toContain('NOTHING TO PACK');
    expect(alone.text).toContain('Gift cards alone: the shop emails each card to its recipient on its day.');
    expect(alone.text).toContain('BUYER');
    expect(alone.text).not.toMatch(/PACKING LIST|SHIP TO|piece #0/);
    const mixed = await newOrderAlert({ order: { ...sampleOrder, items: [...sampleOrder.items, giftLine] } as unknown as OrderWithItems, settings, adminUrl });
    expect(mixed.text).toContain('PACKING LIST');
    expect(mixed.text).toContain('SHIP TO');
    expect(mixed.text).not.toContain('piece #0');
  });
});
