import { describe, expect, it } from 'vitest';
import { chooseDiscount, chooseOrderDiscount, codeDiscountCents, codeGoodsCents, codeWorthCents, type CodeTerms } from './discount-terms';

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
