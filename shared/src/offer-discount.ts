/**
 * The discount a session offer gives on a subtotal, in whole cents (rounded half up): the order total on
 * the server and the checkout summary in the browser both take it from here. No offer, no discount.
 */
export function offerDiscountCents(subtotalCents: number, percentOff: number | undefined): number {
  return percentOff ? Math.round((subtotalCents * percentOff) / 100) : 0;
}

/** What the checkout needs of an offer: how much off, and the piece it was offered on. */
export type OfferTerms = { percentOff: number; productId: number };

/** A priced cart line as the offer sees it. */
export type OfferedLine = { productId: number; lineTotalCents: number };

/** The part of a cart an offer applies to: the lines of the piece it was offered on. */
export const offeredSubtotalCents = (lines: readonly OfferedLine[], productId: number) =>
  lines.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.lineTotalCents, 0);
