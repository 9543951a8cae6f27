import { offerDiscountCents, offeredSubtotalCents, type OfferedLine, type OfferTerms } from '@crystal/shared/money/price-reductions';
import { getOffer, isActive, type OfferItem } from '../offers';

/** A priced cart line as the offer sees it. */
export type OfferLine = OfferedLine;

/**
 * The session's live offer as the order's pricing reads it (the guide issued it; offers/ keeps its record),
 * or null. The client never sends a discount: it is found here from the session's own offer item.
 */
export async function activeOfferTerms(sessionId: string, now = Date.now()): Promise<OfferTerms | null> {
  const offer = await getOffer(sessionId);
  return isActive(offer, now) ? { percentOff: offer.percentOff, productId: offer.productId } : null;
}

/**
 * The session's active offer and its discount on the piece it was offered on, or zero.
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
