/** A gift card's line (an order's or a cart's): it carries its card. */
const isGiftCard = (line: object): boolean => 'giftCard' in line && line.giftCard != null;

/**
 * Whether an order (or a cart) has anything to ship: a gift card is mailed to its recipient on its date,
 * so an order of gift cards alone ships nothing, has no delivery estimate, and its address is the
 * buyer's own (the card payment's), not a shipping address.
 */
export const shipsNothing = (lines: readonly object[]): boolean => lines.length > 0 && lines.every(isGiftCard);

/** Whether an order of these lines may never take `status`: gift cards alone are never shipped or delivered. */
export const neverReaches = (lines: readonly object[], status: string): boolean => (status === 'shipped' || status === 'delivered') && shipsNothing(lines);

/** The lines that go in the parcel: every line but the gift cards. */
export const shippedLines = <T extends object>(lines: readonly T[]): T[] => lines.filter((line) => !isGiftCard(line));
