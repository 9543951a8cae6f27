import { describe, expect, it } from 'vitest';
import { anyAvailable, availableUnits, stockDraws, type ChoiceProduct } from './product-stock';

const ring: ChoiceProduct = {
  stockQuantity: 5,
  options: [
    {
      name: 'Size',
      values: [{ value: '7', stockQuantity: 1 }, { value: '8', stockQuantity: 3 }, { value: '9' }],
      translations: { fr: { name: 'Taille' } },
    },
    { name: 'Length', values: [{ value: '16 in' }, { value: '20 in', priceDelta: '10.00' }] },
  ],
  personalization: [{ label: 'Engraving', maxLength: 12, required: true, translations: { fr: { label: 'Gravure' } } }],
};

describe('stock', () => {
  it('draws on a value’s own stock, else on the piece’s count', () => {
    expect(stockDraws(ring, [{ option: 0, value: 0 }, { option: 1, value: 0 }]).map((d) => d.counter)).toEqual(['o0v0']);
    expect(availableUnits(ring, [{ option: 0, value: 2 }])).toBe(5);
    expect(availableUnits({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 3 } }, [])).toBe(3);
    expect(anyAvailable({ stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 3 } })).toBe(true);
    expect(anyAvailable({ stockQuantity: 0, options: [{ name: 'Size', values: [{ value: '7', stockQuantity: 0 }] }] })).toBe(false);
  });
});
