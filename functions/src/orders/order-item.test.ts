import { describe, expect, it } from 'vitest';
import { numberLines, orderLineKey } from './order-item';

describe('numberLines', () => {
  it('numbers an order’s lines by their keys, whatever order they were read in, so an id names the same line every time', () => {
    const ring7 = { ...orderLineKey(12, 19, 1), name: 'ring, size 7' };
    const ring8 = { ...orderLineKey(12, 19, 2), name: 'ring, size 8' };
    const pendant = { ...orderLineKey(12, 1), name: 'pendant' };
    const bangle = { ...orderLineKey(12, 31), name: 'bangle' };
    const once = numberLines([bangle, ring8, pendant, ring7]);
    const again = numberLines([ring7, pendant, bangle, ring8]);
    expect(once.map((l) => [l.id, l.name])).toEqual([
      [1, 'pendant'],
      [2, 'ring, size 7'],
      [3, 'ring, size 8'],
      [4, 'bangle'],
    ]);
    expect(again).toEqual(once);
  });
});
