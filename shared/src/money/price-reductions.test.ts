import { describe, expect, it } from 'vitest';
import { EVERY_TAX } from '../tax';
import {
  chooseDiscount,
  chooseOrderDiscount,
  codeDiscountCents,
  codeGoodsCents,
  codeWorthCents,
  offerDiscountCents,
  priceReductions,
  type CodeTerms,
  type ReductionsInput,
} from './price-reductions';

const percent: CodeTerms = { code: 'WELCOME10', percentOff: 10, amountOffCents: null, minSubtotalCents: null };
const fixed: CodeTerms = { code: 'THANKS15', percentOff: null, amountOffCents: 1500, minSubtotalCents: 5000 };

describe('codeDiscountCents', () => {
  it('takes a percentage of the goods, rounded to the cent', () => {
    expect(codeDiscountCents(percent, 4600)).toBe(460);
    expect(codeDiscountCents(percent, 3333)).toBe(333);
    expect(codeDiscountCents({ ...percent, percentOff: 12.5 }, 1004)).toBe(126);
  });

  it('takes a fixed amount once the goods reach the minimum, never more than the goods', () => {
    expect(codeDiscountCents(fixed, 4999)).toBe(0);
    expect(codeDiscountCents(fixed, 5000)).toBe(1500);
    expect(codeDiscountCents({ ...fixed, minSubtotalCents: null }, 1000)).toBe(1000);
    expect(codeDiscountCents(percent, 0)).toBe(0);
  });
});

describe('chooseDiscount', () => {
  it('never stacks: the larger applies, and says which', () => {
    expect(chooseDiscount(690, 460)).toEqual({ source: 'offer', discountCents: 690 });
    expect(chooseDiscount(690, 1500)).toEqual({ source: 'code', discountCents: 1500 });
    expect(chooseDiscount(0, 0)).toEqual({ source: null, discountCents: 0 });
    expect(chooseDiscount(500, 500)).toEqual({ source: 'code', discountCents: 500 });
  });
});

describe('collection and free-shipping codes (decision 0102)', () => {
  const holiday = 7;
  const lines = [
    { piece: { categoryId: holiday }, lineTotalCents: 4000 },
    { piece: { categoryId: 1, collectionIds: [holiday] }, lineTotalCents: 2500 },
    { piece: { categoryId: 1 }, lineTotalCents: 4600 },
  ];
  const collection20: CodeTerms = { ...percent, percentOff: 20, collectionId: holiday };
  const freeShip: CodeTerms = { code: 'SHIPFREE', percentOff: null, amountOffCents: null, minSubtotalCents: 5000, freeShipping: true };

  it('counts only the collection\'s pieces as its goods, by category or by collectionIds', () => {
    expect(codeGoodsCents(collection20, lines)).toBe(6500);
    expect(codeGoodsCents({}, lines)).toBe(11_100);
  });

  it('takes a collection code off its goods only, an amount never more than they cost; the minimum on the whole order', () => {
    expect(codeWorthCents(collection20, { lines, shippingCents: 1200 })).toBe(1300);
    expect(codeWorthCents({ ...collection20, percentOff: null, amountOffCents: 9000 }, { lines, shippingCents: 0 })).toBe(6500);
    expect(codeWorthCents({ ...collection20, minSubtotalCents: 11_000 }, { lines, shippingCents: 0 })).toBe(1300);
    expect(codeWorthCents(collection20, { lines: lines.slice(2), shippingCents: 0 })).toBe(0);
  });

  it('values free shipping at the shipping it saves, once the goods reach the minimum, and takes nothing off the goods', () => {
    expect(codeWorthCents(freeShip, { lines, shippingCents: 1200 })).toBe(1200);
    expect(codeWorthCents(freeShip, { lines: lines.slice(0, 1), shippingCents: 1200 })).toBe(0);
    expect(codeDiscountCents(freeShip, 11_100)).toBe(0);
  });

  it('never stacks with the offer: the one worth more applies, the code on a tie', () => {
    const cart = { lines, shippingCents: 1200 };
    expect(chooseOrderDiscount(690, freeShip, cart)).toEqual({ source: 'code', discountCents: 0, freeShipping: true });
    expect(chooseOrderDiscount(1200, freeShip, cart)).toEqual({ source: 'code', discountCents: 0, freeShipping: true });
    expect(chooseOrderDiscount(1500, freeShip, cart)).toEqual({ source: 'offer', discountCents: 1500, freeShipping: false });
    expect(chooseOrderDiscount(690, collection20, cart)).toEqual({ source: 'code', discountCents: 1300, freeShipping: false });
    expect(chooseOrderDiscount(1500, collection20, cart)).toEqual({ source: 'offer', discountCents: 1500, freeShipping: false });
    expect(chooseOrderDiscount(0, freeShip, { lines, shippingCents: 0 })).toEqual({ source: null, discountCents: 0, freeShipping: false });
    expect(chooseOrderDiscount(690, null, cart)).toEqual({ source: 'offer', discountCents: 690, freeShipping: false });
  });
});

describe('offerDiscountCents', () => {
  it('takes the percentage off the subtotal in whole cents, rounding half up', () => {
    expect(offerDiscountCents(10_000, 15)).toBe(1500);
    expect(offerDiscountCents(3333, 15)).toBe(500); // 499.95
    expect(offerDiscountCents(3330, 15)).toBe(500); // 499.5 rounds up
    expect(offerDiscountCents(3329, 15)).toBe(499); // 499.35
  });

  it('is zero without an offer or on an empty subtotal', () => {
    expect(offerDiscountCents(5000, undefined)).toBe(0);
    expect(offerDiscountCents(5000, 0)).toBe(0);
    expect(offerDiscountCents(0, 15)).toBe(0);
  });
});

describe('priceReductions', () => {
  const ring = { productId: 1, piece: { categoryId: 1, collectionIds: [7] }, lineTotalCents: 4000 };
  const bowl = { productId: 2, piece: { categoryId: 2 }, lineTotalCents: 6000 };
  const order: ReductionsInput = {
    lines: [ring, bowl],
    offer: null,
    code: null,
    giftCardBalanceCents: null,
    province: 'ON',
    shipping: { flatRate: '12.00', freeOver: '75.00' },
    taxes: EVERY_TAX,
    giftCardsBoughtCents: 0,
  };

  it('with no reduction prices the goods as they are: shipping on the goods, 13% HST on both', () => {
    const priced = priceReductions({ ...order, lines: [ring] });
    expect(priced.chosen).toEqual({ source: null, discountCents: 0, freeShipping: false });
    expect(priced.totals).toMatchObject({ subtotalCents: 4000, discountCents: 0, shippingCents: 1200, taxCents: 676, totalCents: 5876 });
    expect(priced.amountDueCents).toBe(5876);
    expect(priced.appliesTo).toBeUndefined();
  });

  it('takes the offer off its piece only, and the shipping follows the goods after the discount', () => {
    const priced = priceReductions({ ...order, offer: { percentOff: 15, productId: 2 } });
    expect(priced.offerCents).toBe(900);
    expect(priced.appliesTo).toEqual([2]);
    // $91.00 of goods still ship free over $75.00: 9100 + 13% = 10283.
    expect(priced.totals).toMatchObject({ discountCents: 900, shippingCents: 0, totalCents: 10_283 });
  });

  it('lets the code win over a smaller offer, and a collection code name the pieces it came off', () => {
    const code: CodeTerms = { code: 'RINGS50', percentOff: 50, amountOffCents: null, minSubtotalCents: null, collectionId: 7 };
    const priced = priceReductions({ ...order, offer: { percentOff: 15, productId: 2 }, code });
    expect(priced.chosen).toEqual({ source: 'code', discountCents: 2000, freeShipping: false });
    expect(priced.codeCents).toBe(2000);
    expect(priced.appliesTo).toEqual([1]);
    // $80.00 of goods after the code: free shipping; 8000 + 1040 tax.
    expect(priced.totals.totalCents).toBe(9040);
  });

  it('gives a free-shipping code its shipping, not money off', () => {
    const code: CodeTerms = { code: 'SHIPFREE', percentOff: null, amountOffCents: null, minSubtotalCents: null, freeShipping: true };
    const priced = priceReductions({ ...order, lines: [ring], code });
    expect(priced.chosen).toEqual({ source: 'code', discountCents: 0, freeShipping: true });
    expect(priced.totals).toMatchObject({ discountCents: 0, shippingCents: 0, totalCents: 4520 });
  });

  it('lets a gift card pay what it holds of the goods\' total, never of gift cards bought, and says what is left', () => {
    const half = priceReductions({ ...order, lines: [ring], giftCardBalanceCents: 2000, giftCardsBoughtCents: 5000 });
    expect(half).toMatchObject({ giftCardCents: 2000, grandTotalCents: 10_876, amountDueCents: 8876 });
    const whole = priceReductions({ ...order, lines: [ring], giftCardBalanceCents: 10_000 });
    expect(whole).toMatchObject({ giftCardCents: 5876, amountDueCents: 0 });
  });
});
