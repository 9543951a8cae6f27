import { describe, expect, it } from 'vitest';
import type { OrderLineRecord } from '../orders';
import { orderItemsCell } from './order-items-cell';

const line = (fields: Partial<OrderLineRecord>): OrderLineRecord => ({
  pk: 'ORDER#1',
  sk: 'ITEM#00000001',
  type: 'orderItem',
  orderId: 1,
  productId: 1,
  name: 'Moonstone Stacking Ring',
  imageUrl: '',
  quantity: 1,
  priceCents: 4600,
  ...fields,
});

describe('orderItemsCell', () => {
  it('writes each line on its own line of the cell, with its choices in English and the engraving as typed', () => {
    const ring = line({
      quantity: 2,
      options: { Size: '7' },
      personalization: { Engraving: 'Amélie, 2026' },
      choices: [
        { kind: 'option', name: 'Size', value: '7', fr: { name: 'Taille', value: '7' } },
        { kind: 'personalization', name: 'Engraving', value: 'Amélie, 2026', fr: { name: 'Gravure', value: 'Amélie, 2026' } },
      ],
    });
    const plate = line({ productId: 9, name: 'Selenite Charging Plate', priceCents: 2800 });
    expect(orderItemsCell([ring, plate])).toBe('2 × Moonstone Stacking Ring (Size 7, Engraving: Amélie, 2026)\n1 × Selenite Charging Plate');
  });

  it('gives a made-to-order line its estimated ship date', () => {
    const bangle = line({
      name: 'Peridot Twist Bangle',
      choices: [{ kind: 'option', name: 'Size', value: 'M' }],
      madeToOrder: { leadTimeDays: 10, shipBy: '2026-12-11' },
    });
    expect(orderItemsCell([bangle])).toBe(
      '1 × Peridot Twist Bangle (Size M; made to order: estimated to ship by Friday, December 11, 2026 (10 business days))',
    );
  });

  it('is empty for an order without lines', () => {
    expect(orderItemsCell([])).toBe('');
  });
});
