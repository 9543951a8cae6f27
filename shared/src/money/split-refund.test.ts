import { describe, expect, it } from 'vitest';
import { splitRefund } from './split-refund';

describe('a refund over the payments an order was paid with', () => {
  it('is all on the one payment of an ordinary order', () => {
    expect(splitRefund([31797], 0, 5000)).toEqual([5000]);
  });

  it('gives a quote’s balance back first, then its deposit, going on from the refunds before', () => {
    // A $400.00 piece: $120.00 deposit, then a $280.00 balance; the balance's payment is listed first.
    const payments = [28000, 12000];
    expect(splitRefund(payments, 0, 10000)).toEqual([10000, 0]);
    expect(splitRefund(payments, 10000, 25000)).toEqual([18000, 7000]);
    expect(splitRefund(payments, 35000, 5000)).toEqual([0, 5000]);
  });

  it('never asks a payment for more than is left on it, and every part adds up to the refund', () => {
    const payments = [2500, 7300, 100];
    let before = 0;
    const given = [0, 0, 0];
    for (const amount of [1, 2600, 4000, 3299]) {
      const parts = splitRefund(payments, before, amount);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      parts.forEach((p, i) => (given[i]! += p));
      before += amount;
    }
    expect(given).toEqual(payments);
  });
});
