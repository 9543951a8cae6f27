import { decimalStringToCents, type Cents } from './cents';

/**
 * The subtotal an order shows: its goods and the gift cards bought with them, as the checkout showed it
 * (the cards are never taxed or shipped). The order's `subtotal` field stays the goods'.
 */
export const shownSubtotalCents = (order: { subtotal: string; giftCardsTotal?: string }): Cents =>
  decimalStringToCents(order.subtotal) + decimalStringToCents(order.giftCardsTotal ?? '0.00');
