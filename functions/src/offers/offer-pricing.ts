import { offerDiscountCents, offeredSubtotalCents, type OfferedLine } from '@crystal/shared/money/reductions';
import { isActive, type OfferItem } from './offer-item';
import { getOffer } from './offer-repository';

/** A priced cart line as the offer sees it. */
export type OfferLine = OfferedLine;

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
