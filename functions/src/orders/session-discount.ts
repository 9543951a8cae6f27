/**
 * The discount a session is entitled to at checkout, in cents, given the cart subtotal. This is the one
 * place an offer plugs in (DESIGN.md ruling 8: the AI guide's 15%-off offer, bound to the session for 20
 * minutes): priceCart applies what this returns, and computeTotals taxes the discounted subtotal.
 * No offer source is wired in yet, so every session pays the full price.
 */
export type DiscountLookup = (sessionId: string, subtotalCents: number) => Promise<number>;

export const sessionDiscountCents: DiscountLookup = async () => 0;
