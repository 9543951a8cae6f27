import { activeOfferDiscount } from '../offers/public/offer-pricing';

/**
 * The discount a session is entitled to at checkout, in cents, given the cart subtotal. This is the one
 * place an offer plugs in (DESIGN.md ruling 8: the AI guide's 15%-off offer, bound to the session for 20
 * minutes): priceCart applies what this returns, and computeTotals taxes the discounted subtotal.
 * The session's active offer (functions/src/offers) gives its discount; insertOrderReservingStock uses
 * the offer up in the order's own transaction, so it applies to one order only.
 */
export type DiscountLookup = (sessionId: string, subtotalCents: number) => Promise<number>;

export const sessionDiscountCents: DiscountLookup = async (sessionId, subtotalCents) =>
  (await activeOfferDiscount(sessionId, subtotalCents)).discountCents;
