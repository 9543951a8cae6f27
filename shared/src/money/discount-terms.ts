import { roundCents, type Cents } from './cents';
import { pieceInCollection, type CollectionPiece } from '../collections/piece-in-collection';

/**
 * What a discount code gives (docs/decisions/0040-discount-codes.md): a percentage of the goods, or a fixed
 * amount off them, once the goods reach the code's minimum. Never tax or shipping. A collection code takes
 * its money off that collection's goods only; a free-shipping code gives no money off the goods but the
 * order's shipping (docs/decisions/0102-collection-and-free-shipping-codes.md).
 */
export type CodeTerms = {
  code: string;
  percentOff: number | null;
  amountOffCents: Cents | null;
  minSubtotalCents: Cents | null;
  /** Money off only the pieces of this collection (pieceInCollection); absent or null: every piece. */
  collectionId?: number | null;
  /** Free shipping instead of money off the goods. */
  freeShipping?: boolean;
};

/** A priced cart line as a code sees it: its piece (for its collections) and its total. */
export type CodeLine = { piece: CollectionPiece; lineTotalCents: Cents };

/** The goods a code takes money off: every line, or a collection code's lines only. */
export function codeGoodsCents(terms: Pick<CodeTerms, 'collectionId'>, lines: readonly CodeLine[]): Cents {
  const collectionId = terms.collectionId ?? null;
  return lines.reduce((sum, l) => (collectionId === null || pieceInCollection(l.piece, collectionId) ? sum + l.lineTotalCents : sum), 0);
}

/**
 * The code's discount on these goods, in cents: at most the goods it applies to (`eligibleCents`, the
 * collection's goods for a collection code; all of them otherwise); nothing below the minimum, which the
 * whole order's goods must reach; nothing for a free-shipping code.
 */
export function codeDiscountCents(terms: CodeTerms, goodsCents: Cents, eligibleCents: Cents = goodsCents): Cents {
  if (terms.freeShipping || goodsCents <= 0 || !reachesMinimum(terms, goodsCents)) return 0;
  const base = Math.max(0, Math.min(goodsCents, eligibleCents));
  const off = terms.percentOff !== null ? roundCents((base * terms.percentOff) / 100) : (terms.amountOffCents ?? 0);
  return Math.min(base, Math.max(0, off));
}

const reachesMinimum = (terms: CodeTerms, goodsCents: Cents) => terms.minSubtotalCents === null || goodsCents >= terms.minSubtotalCents;

export type DiscountSource = 'code' | 'offer';
export type ChosenDiscount = { source: DiscountSource | null; discountCents: Cents };

/**
 * A code and the guide's offer never stack: the larger applies (the code when they are equal, as the
 * shopper typed it). The order and the checkout's summary both choose here.
 */
export function chooseDiscount(offerCents: Cents, codeCents: Cents): ChosenDiscount {
  if (codeCents <= 0 && offerCents <= 0) return { source: null, discountCents: 0 };
  return codeCents >= offerCents ? { source: 'code', discountCents: codeCents } : { source: 'offer', discountCents: offerCents };
}

/** The cart as a code is judged on: its lines, and its shipping with no discount (what free shipping saves). */
export type CodeCart = { lines: readonly CodeLine[]; shippingCents: Cents };

/**
 * What a code is worth on this cart, in cents, to weigh against the offer: its money off the goods, or, for
 * a free-shipping code whose minimum the goods reach, the shipping it saves.
 */
export function codeWorthCents(terms: CodeTerms, cart: CodeCart): Cents {
  const goodsCents = codeGoodsCents({}, cart.lines);
  if (terms.freeShipping) return goodsCents > 0 && reachesMinimum(terms, goodsCents) ? cart.shippingCents : 0;
  return codeDiscountCents(terms, goodsCents, codeGoodsCents(terms, cart.lines));
}

/** The order's one discount: money off the goods, from the code or the offer, or the code's free shipping. */
export type OrderDiscountChoice = ChosenDiscount & { freeShipping: boolean };

/**
 * The order's discount (decisions 0040 and 0102): the code (when one was typed) and the session's offer never
 * stack; the one worth more applies, the code on a tie, as chooseDiscount says. A free-shipping code that
 * wins takes nothing off the goods and sets the shipping to 0. The order and the checkout's summary both
 * choose here.
 */
export function chooseOrderDiscount(offerCents: Cents, terms: CodeTerms | null, cart: CodeCart): OrderDiscountChoice {
  const chosen = chooseDiscount(offerCents, terms ? codeWorthCents(terms, cart) : 0);
  if (chosen.source === 'code' && terms?.freeShipping) return { source: 'code', discountCents: 0, freeShipping: true };
  return { ...chosen, freeShipping: false };
}
