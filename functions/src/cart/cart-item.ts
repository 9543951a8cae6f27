import type { ChosenOptions, PersonalizationAnswers } from '@crystal/shared/schemas/product-options';

/** A cart line as stored: one item per (session, line), findable by product through gsi1. */
export type CartLineItem = {
  pk: string;
  sk: string;
  type: 'cartItem';
  id: number;
  sessionId: string;
  productId: number;
  quantity: number;
  /**
   * The piece and its choices (product-choices.ts `lineKey`): one line per key. A line of a piece
   * without choices has none (its key is its product id, as before options).
   */
  lineKey?: string;
  /** The choices as sent, in the piece's own order (docs/decisions/0035-options-and-choices.md). */
  options?: ChosenOptions;
  personalization?: PersonalizationAnswers;
  addedAt: string;
  updatedAt: string;
  /** Carts holding a piece: gsi1pk = CART_PRODUCT#<productId>, gsi1sk = SESSION#<sessionId>. */
  gsi1pk: string;
  gsi1sk: string;
  /** TTL (epoch seconds): an abandoned cart expires 30 days after its last change. */
  expiresAt: number;
};

/**
 * A gift card in the cart (issue 49): a line of its own beside the pieces' lines (`CART#<id>`), no piece,
 * quantity 1. Its code is made only once the order is paid.
 */
export type GiftCardCartLineItem = {
  pk: string;
  sk: string;
  type: 'giftCardLine';
  id: number;
  sessionId: string;
  giftCard: { amountCents: number; recipientName: string; recipientEmail: string; message?: string; deliverOn: string };
  addedAt: string;
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

/** A stored line's key: lines from before options have none and are their piece alone. */
export const keyOfLine = (line: Pick<CartLineItem, 'lineKey' | 'productId'>) => line.lineKey ?? String(line.productId);
