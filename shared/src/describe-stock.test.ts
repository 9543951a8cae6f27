import { describe, expect, it } from 'vitest';
import { describeStock } from './describe-stock';

const sizes = (counts: number[]) => [{ name: 'Size', values: counts.map((stockQuantity, i) => ({ value: String(6 + i), stockQuantity })) }];

describe('describeStock (issue 45, the stock list she can trust)', () => {
  it('adds up a new ring’s sizes, where its own count is 0', () => {
    expect(describeStock({ stockQuantity: 0, options: sizes([2, 2, 2]) })).toEqual({ units: 6, level: 'in', text: '6 across sizes' });
  });
  it('reads the sizes, not a stale count of 11, for the Moonstone ring', () => {
    expect(describeStock({ stockQuantity: 11, options: sizes([3, 3, 2, 1]) }).text).toBe('9 across sizes');
  });
  it('reads a made-to-order piece with open units as made to order, not sold out', () => {
    expect(describeStock({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 2 } })).toEqual({ units: 2, level: 'made_to_order', text: 'Made to order (2 open)' });
    expect(describeStock({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 0 } }).text).toBe('Sold out');
  });
  it('flags low stock at the threshold', () => {
    expect(describeStock({ stockQuantity: 3 }, 5)).toMatchObject({ level: 'low', text: 'Stock 3' });
    expect(describeStock({ stockQuantity: 0, options: sizes([0, 0]) }, 5)).toMatchObject({ level: 'out', text: 'Sold out' });
  });
});
