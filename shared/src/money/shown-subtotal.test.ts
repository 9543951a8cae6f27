import { describe, expect, it } from 'vitest';
import { shownSubtotalCents } from './shown-subtotal';

describe('shownSubtotalCents', () => {
  it('adds the gift cards bought to the goods, as the checkout showed them', () => {
    expect(shownSubtotalCents({ subtotal: '0.00', giftCardsTotal: '50.00' })).toBe(5000);
    expect(shownSubtotalCents({ subtotal: '46.00', giftCardsTotal: '50.00' })).toBe(9600);
    expect(shownSubtotalCents({ subtotal: '46.00' })).toBe(4600);
  });
});
