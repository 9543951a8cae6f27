import { describe, expect, it } from 'vitest';
import { neverReaches, shippedLines, shipsNothing } from './order-ships';

const card = { giftCard: { recipientName: 'Ana' } };
const ring = { productId: 1 };

describe('what an order ships', () => {
  it('an order of gift cards alone ships nothing; one piece beside them ships', () => {
    expect(shipsNothing([card, card])).toBe(true);
    expect(shipsNothing([card, ring])).toBe(false);
    expect(shipsNothing([])).toBe(false);
  });

  it('the parcel holds every line but the gift cards', () => {
    expect(shippedLines([card, ring, card])).toEqual([ring]);
  });

  it('gift cards alone are never shipped or delivered; any other move, or a piece beside them, is open', () => {
    expect(neverReaches([card], 'shipped')).toBe(true);
    expect(neverReaches([card], 'delivered')).toBe(true);
    expect(neverReaches([card], 'cancelled')).toBe(false);
    expect(neverReaches([card, ring], 'shipped')).toBe(false);
  });
});
