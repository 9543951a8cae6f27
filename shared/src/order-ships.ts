/**
 * Whether an order (or a cart) has anything to ship: a gift card is mailed to its recipient on its date,
 * so an order of gift cards alone ships nothing, has no delivery estimate, and its address is the
 * buyer's own (the card payment's), not a shipping address.
 */
export const shipsNothing = (lines: readonly { giftCard?: unknown }[]): boolean => lines.length > 0 && lines.every((line) => line.giftCard);

/** The lines that go in the parcel: every line but the gift cards. */
export const shippedLines = <T extends { giftCard?: unknown }>(lines: readonly T[]): T[] => lines.filter((line) => !line.giftCard);
