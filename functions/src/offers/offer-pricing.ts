import { isActive, type OfferItem } from './offer-item';
import { getOffer } from './offer-repository';

/** The discount an offer gives on a subtotal, in whole cents (rounded half up). */
export function offerDiscountCents(subtotalCents: number, percentOff: number): number {
  return Math.round((subtotalCents * percentOff) / 100);
}

/** A priced cart line as the offer sees it. */
export type OfferLine = { productId: number; lineTotalCents: number };

/** The part of a cart the offer applies to: the lines of the piece it was offered on. */
export const offeredSubtotalCents = (lines: readonly OfferLine[], productId: number) =>
  lines.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.lineTotalCents, 0);

/**
 * For the order total: the session's active offer and its discount on the piece it was offered on, or
 * zero. The client never sends a discount: it is found here from the session's own offer item.
 */
export async function activeOfferDiscount(
  sessionId: string,
  lines: readonly OfferLine[],
  now = Date.now(),
): Promise<{ discountCents: number; offer: OfferItem | undefined }> {
  const offer = await getOffer(sessionId);
  if (!isActive(offer, now)) return { discountCents: 0, offer: undefined };
  return { discountCents: offerDiscountCents(offeredSubtotalCents(lines, offer.productId), offer.percentOff), offer };
}
