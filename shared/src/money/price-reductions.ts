import { splitGiftCardPayment } from './gift-card-payment';
import { roundCents, type Cents } from './cents';
import { pieceInCollection, type CollectionPiece } from '../collections/piece-in-collection';
import { computeTotals, type TaxScope, type Totals } from '../tax';
import type { ProvinceCode } from '../provinces';
import { priceShipping, type ShippingSettings } from './price-shipping';

/**
 * Every reduction of an order, priced (decision 0121): the guide's offer and a discount code (money off the
 * goods, never both), and a gift card (it pays part of what is left after tax). The server's order and the
 * checkout's preview price them here; functions/src/discounts judges each (is the code live, is the offer
 * the session's, is the card open) and hands the terms to priceReductions.
 */

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

/**
 * The discount a session offer gives on a subtotal, in whole cents (rounded half up): the order total on
 * the server and the checkout summary in the browser both take it from here. No offer, no discount.
 */
export function offerDiscountCents(subtotalCents: number, percentOff: number | undefined): number {
  return percentOff ? Math.round((subtotalCents * percentOff) / 100) : 0;
}

/** What the checkout needs of an offer: how much off, and the piece it was offered on. */
export type OfferTerms = { percentOff: number; productId: number };

/** A priced cart line as the offer sees it. */
export type OfferedLine = { productId: number; lineTotalCents: number };

/** The part of a cart an offer applies to: the lines of the piece it was offered on. */
export const offeredSubtotalCents = (lines: readonly OfferedLine[], productId: number) =>
  lines.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.lineTotalCents, 0);

/** A goods line as the reductions see it: its piece (the offer's piece, a code's collection) and its total. */
export type ReductionLine = OfferedLine & { piece: CollectionPiece };

export type ReductionsInput = {
  lines: readonly ReductionLine[];
  /** The session's live offer, judged by the server; null: none. */
  offer: OfferTerms | null;
  /** The typed code's terms, once judged to apply; null: none. */
  code: CodeTerms | null;
  /** What the gift card typed at checkout holds; null: none. */
  giftCardBalanceCents: Cents | null;
  province: ProvinceCode;
  shipping: ShippingSettings;
  taxes: TaxScope;
  /** Gift cards bought in the same order: added after the goods' total, untaxed, never paid by a gift card. */
  giftCardsBoughtCents: Cents;
};

export type PricedReductions = {
  offerCents: Cents;
  /** What the code is worth on this cart (money off, or the shipping it saves). */
  codeCents: Cents;
  /** The one discount: money off from the code or the offer, or the code's free shipping. */
  chosen: OrderDiscountChoice;
  /** The pieces the money came off when not every piece (the offer's piece, a collection code's pieces; decision 0104). */
  appliesTo?: readonly number[];
  /** The goods' totals: discount, shipping (on the goods after the discount) and tax. */
  totals: Totals;
  giftCardCents: Cents;
  /** The goods' total and the gift cards bought. */
  grandTotalCents: Cents;
  /** What is left to pay once the gift card has paid its part. */
  amountDueCents: Cents;
};

/**
 * THE pricing of an order's reductions: the offer or the code (the one worth more, the code on a tie;
 * chooseOrderDiscount), clamped to the goods; shipping on the goods after the discount (0 with a free-shipping
 * code); tax on both (computeTotals); then the gift card pays what it holds of the goods' total.
 */
export function priceReductions(input: ReductionsInput): PricedReductions {
  const { lines, offer, code, province } = input;
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const shippingOf = (goodsCents: Cents) => priceShipping(goodsCents, province, input.shipping, subtotalCents > 0);
  const offerCents = offer ? offerDiscountCents(offeredSubtotalCents(lines, offer.productId), offer.percentOff) : 0;
  const codeCart: CodeCart = { lines: lines.map((l) => ({ piece: l.piece, lineTotalCents: l.lineTotalCents })), shippingCents: shippingOf(subtotalCents) };
  const codeCents = code ? codeWorthCents(code, codeCart) : 0;
  const chosen = chooseOrderDiscount(offerCents, code, codeCart);
  const discountCents = Math.min(subtotalCents, Math.max(0, Math.round(chosen.discountCents)));
  const shippingCents = chosen.freeShipping ? 0 : shippingOf(subtotalCents - discountCents);
  const totals = computeTotals(subtotalCents, province, discountCents, input.taxes, shippingCents);
  const collectionId = code?.collectionId ?? null;
  const appliesTo =
    chosen.source === 'offer' && offer
      ? [offer.productId]
      : chosen.source === 'code' && collectionId !== null
        ? lines.filter((l) => pieceInCollection(l.piece, collectionId)).map((l) => l.productId)
        : undefined;
  // The card's part and the amount due: the one computation the checkout's preview uses too (gift-card-payment.ts).
  const { giftCardCents, amountDueCents } = splitGiftCardPayment(
    { goodsTotalCents: totals.totalCents, giftCardsBoughtCents: input.giftCardsBoughtCents },
    input.giftCardBalanceCents ?? undefined,
  );
  const grandTotalCents = totals.totalCents + input.giftCardsBoughtCents;
  return { offerCents, codeCents, chosen, ...(appliesTo ? { appliesTo } : {}), totals, giftCardCents, grandTotalCents, amountDueCents };
}
