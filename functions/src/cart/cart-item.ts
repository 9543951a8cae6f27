/** A cart line as stored: one item per (session, line), findable by product through gsi1. */
export type CartLineItem = {
  pk: string;
  sk: string;
  type: 'cartItem';
  id: number;
  sessionId: string;
  productId: number;
  quantity: number;
  addedAt: string;
  updatedAt: string;
  /** Carts holding a piece: gsi1pk = CART_PRODUCT#<productId>, gsi1sk = SESSION#<sessionId>. */
  gsi1pk: string;
  gsi1sk: string;
  /** TTL (epoch seconds): an abandoned cart expires 30 days after its last change. */
  expiresAt: number;
};

export const CART_TTL_DAYS = 30;

/**
 * The cart's version, beside its lines (same partition, `CART#VERSION`): every new line bumps it in the
 * same transaction, conditioned on the version the adder read, so two simultaneous adds of one piece
 * cannot both make a line; the second reads again and adds to the first's line.
 */
export type CartVersionItem = { pk: string; sk: string; type: 'cartVersion'; version: number; expiresAt: number };

export const sessionPk = (sessionId: string) => `SESSION#${sessionId}`;
export const cartVersionKey = (sessionId: string) => ({ pk: sessionPk(sessionId), sk: 'CART#VERSION' });
export const cartLineKey = (sessionId: string, itemId: number) => ({ pk: sessionPk(sessionId), sk: `CART#${itemId}` });
export const cartProductIndexKey = (productId: number, sessionId: string) => ({
  gsi1pk: `CART_PRODUCT#${productId}`,
  gsi1sk: sessionPk(sessionId),
});

export function cartExpiry(now = Date.now()): number {
  return Math.floor(now / 1000) + CART_TTL_DAYS * 24 * 60 * 60;
}
