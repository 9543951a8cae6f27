import { describe, expect, it } from 'vitest';
import { anyAvailable, availableUnits, stockDraws, type ChoiceProduct } from './product-stock';

/** A ring whose sizes 7 and 8 keep their own stock (size 9 and the lengths draw on the ring's count of 5). */
const ring: ChoiceProduct = {
  stockQuantity: 5,
  options: [
    { name: 'Size', values: [{ value: '7', stockQuantity: 1 }, { value: '8', stockQuantity: 3 }, { value: '9' }] },
    { name: 'Length', values: [{ value: '16 in' }, { value: '20 in' }] },
  ],
};

describe('stock', () => {
  it('draws on a value’s own stock, else on the piece’s count', () => {
    expect(stockDraws(ring, [{ option: 0, value: 0 }, { option: 1, value: 0 }]).map((d) => d.counter)).toEqual(['o0v0']);
    expect(availableUnits(ring, [{ option: 0, value: 1 }])).toBe(3);
    expect(availableUnits(ring, [{ option: 0, value: 2 }])).toBe(5);
    expect(availableUnits({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 3 } }, [])).toBe(3);
  });

  it('counts a piece as available while its count, its open units or any value’s own stock is left', () => {
    expect(anyAvailable({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 3 } })).toBe(true);
    expect(anyAvailable({ ...ring, stockQuantity: 0 })).toBe(true);
    expect(anyAvailable({ stockQuantity: 0, options: [{ name: 'Size', values: [{ value: '7', stockQuantity: 0 }] }] })).toBe(false);
  });
});
