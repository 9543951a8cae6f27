import { describe, expect, it } from 'vitest';
import { chooseDiscount, codeDiscountCents, type CodeTerms } from './discount-terms';

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
