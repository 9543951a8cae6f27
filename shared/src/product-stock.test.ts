import { describe, expect, it } from 'vitest';
import { anyAvailable, valueAvailable, type ChoiceProduct } from './product-stock';
import { availabilityOf, availableUnits, OG_AVAILABILITY, SCHEMA_AVAILABILITY, soldOutValues, stockDraws, unitsAcross } from './product-stock-counts';

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

/** The Garnet Ember Ring of issue 44: every size keeps its own count, and the ring's own count says 9. */
const garnet: ChoiceProduct = {
  stockQuantity: 9,
  options: [{ name: 'Size', values: [{ value: '6', stockQuantity: 2 }, { value: '6.5', stockQuantity: 0 }, { value: '7', stockQuantity: 2 }] }],
};
const soldOut = (p: ChoiceProduct): ChoiceProduct => ({ ...p, options: p.options!.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, stockQuantity: 0 })) })) });

describe('the one availability rule (issue 44)', () => {
  it('reads a ring sold out when every size that keeps its own count is at 0, whatever its own count says', () => {
    expect(anyAvailable(soldOut(garnet))).toBe(false);
    expect(unitsAcross(soldOut(garnet))).toBe(0);
    expect(availabilityOf(soldOut(garnet))).toBe('out_of_stock');
    expect(SCHEMA_AVAILABILITY[availabilityOf(soldOut(garnet))]).toBe('https://schema.org/OutOfStock');
  });

  it('states the stock across sizes (not the largest size) and names the sizes that are gone', () => {
    expect(unitsAcross(garnet)).toBe(4);
    expect(soldOutValues(garnet, 0)).toEqual(['6.5']);
    expect(valueAvailable(garnet, { option: 0, value: 1 })).toBe(false);
    expect(valueAvailable(garnet, { option: 0, value: 2 })).toBe(true);
  });

  it('keeps a made-to-order piece orderable while it has open units, and sold out after', () => {
    const bangle: ChoiceProduct = { stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 2 } };
    expect(availabilityOf(bangle)).toBe('made_to_order');
    expect(SCHEMA_AVAILABILITY.made_to_order).toBe('https://schema.org/MadeToOrder');
    expect(OG_AVAILABILITY.made_to_order).toBe('available for order');
    expect(unitsAcross(bangle)).toBe(2);
    expect(availabilityOf({ ...bangle, madeToOrder: { leadTimeDays: 10, openUnits: 0 } })).toBe('out_of_stock');
  });

  it('adds the values that draw on the piece’s own count once', () => {
    // Sizes 7 (1) and 8 (3) keep their own; 9 draws on the ring's 5.
    expect(unitsAcross(ring)).toBe(9);
    expect(soldOutValues({ ...ring, stockQuantity: 0 }, 0)).toEqual(['9']);
  });

  it('agrees with what a full choice can buy, for every value', () => {
    for (const p of [garnet, soldOut(garnet), ring, { ...ring, stockQuantity: 0 }]) {
      p.options!.forEach((o, option) =>
        o.values.forEach((_, value) => {
          const buyable = (p.options!.length === 1 ? availableUnits(p, [{ option, value }]) : Math.max(...p.options![1 - option]!.values.map((__, other) => availableUnits(p, [{ option, value }, { option: 1 - option, value: other }])))) > 0;
          expect(valueAvailable(p, { option, value })).toBe(buyable);
        }),
      );
    }
  });
});
