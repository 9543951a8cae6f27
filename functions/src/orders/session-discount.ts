import { activeOfferDiscount, type OfferLine } from '../offers';

/**
 * The discount a session is entitled to at checkout, in cents, given the priced cart lines. This is the one
 * place an offer plugs in (docs/decisions/0008-no-fabricated-claims.md: the AI guide's 15%-off offer, bound to the session for 20
 * minutes): priceCart applies what this returns, and computeTotals taxes the discounted subtotal.
 * The session's active offer (functions/src/offers) gives its discount; insertOrderReservingStock uses
 * the offer up in the order's own transaction, so it applies to one order only.
 */
export type DiscountLookup = (sessionId: string, lines: readonly OfferLine[]) => Promise<number>;

/** The offer applies to the piece it was offered on: its lines in the cart. */
export const sessionDiscountCents: DiscountLookup = async (sessionId, lines) =>
  (await activeOfferDiscount(sessionId, lines)).discountCents;

/** The session's offer at checkout: its discount on these lines, and the piece it was offered on. */
export async function sessionOfferDiscount(sessionId: string, lines: readonly OfferLine[]): Promise<{ discountCents: number; productId?: number }> {
  const { discountCents, offer } = await activeOfferDiscount(sessionId, lines);
  return offer ? { discountCents, productId: offer.productId } : { discountCents };
}
