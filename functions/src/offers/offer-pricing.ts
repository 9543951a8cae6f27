import { offerDiscountCents } from '@crystal/shared/offer-discount';
import { isActive, type OfferItem } from './offer-item';
import { getOffer } from './offer-repository';

/**
 * For the order total: the session's active offer and its discount on the subtotal, or zero. The client
 * never sends a discount: it is found here from the session's own offer item.
 */
export async function activeOfferDiscount(
  sessionId: string,
  subtotalCents: number,
  now = Date.now(),
): Promise<{ discountCents: number; offer: OfferItem | undefined }> {
  const offer = await getOffer(sessionId);
  if (!isActive(offer, now)) return { discountCents: 0, offer: undefined };
  return { discountCents: offerDiscountCents(subtotalCents, offer.percentOff), offer };
}
