import { describe, expect, it } from 'vitest';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { giftCardPart, priceCheckout } from './price-checkout';

const ring: CartLine = { id: 1, productId: 9, quantity: 1, product: { id: 9, name: 'Moonstone Ring', price: '46.00', imageUrl: '/m/9.svg', stockQuantity: 3 } };
/** A gift card line as the cart read (getCart) gives it: no piece. */
const card: CartLine = {
  id: 2,
  quantity: 1,
  giftCard: { amount: '50.00', recipientName: 'Maude', recipientEmail: 'maude@example.com', deliverOn: '2026-12-24' },
};
const shop = { shipping: { flatRate: '12.00', freeOver: '90.00', territoriesRate: null }, gstHstNumber: '123456789RT0001', taxRegistrations: 'all' } as never;

describe('priceCheckout', () => {
  it('taxes and ships the pieces only, and adds a gift card bought as it is', () => {
    // A $50 card bought with a $46 ring, to Ontario: 46.00 + 12.00 shipping, HST 13% of 58.00 = 7.54; + 50.00 card.
    const { shownTotals, toFree } = priceCheckout({ items: [ring, card], code: null, shop, province: 'ON' });
    expect(shownTotals.subtotalCents).toBe(9600);
    expect(shownTotals.shippingCents).toBe(1200);
    expect(shownTotals.taxCents).toBe(754);
    expect(shownTotals.totalCents).toBe(4600 + 1200 + 754 + 5000);
    // The card never counts toward free shipping: 44.00 more in pieces, not a card already over 90.00.
    expect(toFree).toBe(4400);
  });

  it('a cart of gift cards only ships nothing and is not taxed', () => {
    const { shownTotals, toFree } = priceCheckout({ items: [card], code: null, shop, province: 'QC' });
    expect(shownTotals).toMatchObject({ shippingCents: 0, taxCents: 0, totalCents: 5000 });
    expect(toFree).toBeNull();
  });
});

describe('priceCheckout with money off', () => {
  const welcome = { code: 'WELCOME10', percentOff: 10, amountOff: null, minSubtotal: null, collectionId: null, freeShipping: false };

  it('takes the larger of the offer and the code, as the order does, with shipping on the goods after it', () => {
    // 15% of the $46 ring is $6.90, more than the code's $4.60: 39.10 + 12.00 shipping, HST 13% of 51.10 = 6.64.
    const { chosen, codeCents, discountBy, shownTotals } = priceCheckout({ items: [ring], offer: { percentOff: 15, productId: 9 }, code: welcome, shop, province: 'ON' });
    expect(codeCents).toBe(460);
    expect(chosen).toEqual({ source: 'offer', discountCents: 690, freeShipping: false });
    expect(discountBy).toEqual({ source: 'offer' });
    expect(shownTotals).toMatchObject({ discountCents: 690, shippingCents: 1200, taxCents: 664, totalCents: 5774 });
  });

  it('shows no tax until a province is chosen', () => {
    const { discountBy, shownTotals } = priceCheckout({ items: [ring], code: welcome, shop, province: undefined });
    expect(discountBy).toEqual({ source: 'code', code: 'WELCOME10', freeShipping: false });
    expect(shownTotals).toMatchObject({ discountCents: 460, taxCents: 0, totalCents: 4600 - 460 + 1200 });
  });
});

describe('giftCardPart', () => {
  it('pays what the card holds, at most the total', () => {
    expect(giftCardPart(7684, 10_000)).toEqual({ giftCardCents: 7684, amountDueCents: 0 });
    expect(giftCardPart(7684, 3200)).toEqual({ giftCardCents: 3200, amountDueCents: 4484 });
    expect(giftCardPart(7684, undefined)).toEqual({ giftCardCents: 0, amountDueCents: 7684 });
    // A $50 card bought beside the $76.84 of goods: the applied card pays the goods only, as the server.
    expect(giftCardPart(12_684, 10_000, 5000)).toEqual({ giftCardCents: 7684, amountDueCents: 5000 });
  });
});
