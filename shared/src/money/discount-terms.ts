import { roundCents, type Cents } from '../money';

/**
 * What a discount code gives (docs/decisions/0040-discount-codes.md): a percentage of the goods, or a fixed
 * amount off them, once the goods reach the code's minimum. Never tax or shipping.
 */
export type CodeTerms = { code: string; percentOff: number | null; amountOffCents: Cents | null; minSubtotalCents: Cents | null };

/** The code's discount on these goods, in cents: at most the goods themselves; nothing below the minimum. */
export function codeDiscountCents(terms: CodeTerms, goodsCents: Cents): Cents {
  if (goodsCents <= 0 || (terms.minSubtotalCents !== null && goodsCents < terms.minSubtotalCents)) return 0;
  const off = terms.percentOff !== null ? roundCents((goodsCents * terms.percentOff) / 100) : (terms.amountOffCents ?? 0);
  return Math.min(goodsCents, Math.max(0, off));
}

export type DiscountSource = 'code' | 'offer';
export type ChosenDiscount = { source: DiscountSource | null; discountCents: Cents };

/**
 * A code and the guide's offer never stack: the larger one applies (the code when they are equal, as the
 * shopper typed it). The order and the checkout's summary both choose here.
 */
export function chooseDiscount(offerCents: Cents, codeCents: Cents): ChosenDiscount {
  if (codeCents <= 0 && offerCents <= 0) return { source: null, discountCents: 0 };
  return codeCents >= offerCents ? { source: 'code', discountCents: codeCents } : { source: 'offer', discountCents: offerCents };
}
