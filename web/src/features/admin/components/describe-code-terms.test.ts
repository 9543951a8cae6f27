import { describe, expect, it } from 'vitest';
import { describeCodeTerms } from './describe-code-terms';

const base = { percentOff: null, amountOff: null, minSubtotal: null, collectionId: null, freeShipping: false };

describe('describeCodeTerms', () => {
  it('says what a code gives, and on which pieces', () => {
    expect(describeCodeTerms({ ...base, percentOff: 20, collectionId: 4 }, 'Holiday Gifts')).toBe('20% off Holiday Gifts');
    expect(describeCodeTerms({ ...base, amountOff: '5.00' })).toBe('$5.00 off');
    expect(describeCodeTerms({ ...base, freeShipping: true })).toBe('Free shipping');
    expect(describeCodeTerms({ ...base, amountOff: '10.00', collectionId: 9 })).toBe('$10.00 off collection #9');
  });

  it('adds its minimum', () => {
    expect(describeCodeTerms({ ...base, freeShipping: true, minSubtotal: '40.00' })).toBe('Free shipping on orders of $40.00 or more');
    expect(describeCodeTerms({ ...base, percentOff: 10, minSubtotal: '50.00' })).toBe('10% off on orders of $50.00 or more');
  });
});
