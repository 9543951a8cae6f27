import { chooseOrderDiscount, type DiscountSource } from '@crystal/shared/money/reductions';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';
import type { Cents } from '@crystal/shared/money';
import type { Language } from '@crystal/shared/schemas/language';
import { judgeCode, limitCodeGuesses } from '../discounts';
import { invalid } from '../lib/errors';
import type { PricedCartLine } from './price-cart';
import { pieceInCollection } from '@crystal/shared/collections/piece-in-collection';
import { sessionOfferDiscount } from './session-discount';

/** `freeShipping`: the code that won gives free shipping (then `discountCents` is 0; decision 0102). */
/**
 * `appliesTo`: the pieces the money came off when it is not every piece (the offer's piece, a collection
 * code's pieces), so a refund gives back what each line was really sold for (decision 0104).
 */
export type OrderDiscount = {
  discountCents: number;
  source: DiscountSource | null;
  freeShipping?: boolean;
  code?: { code: string; oncePerEmail: boolean };
  appliesTo?: readonly number[];
};

type Ask = { sessionId: string; client: string; discountCode?: string; email: string; language: Language };

/**
 * The order's one discount (docs/decisions/0040-discount-codes.md, 0102): the session's offer or the code
 * typed at checkout, never both: the one worth more applies (chooseOrderDiscount, as the checkout's summary).
 * A code that does not apply (a collection's code with none of its pieces in the cart too) is a 400 with its
 * reason in the shopper's language, and no order. The code's use is taken in the order's own transaction.
 * `shippingCents`: the order's shipping with no discount, what a free-shipping code saves.
 */
export async function priceOrderDiscount(ask: Ask, goodsCents: number, lines: readonly PricedCartLine[], shippingCents: Cents): Promise<OrderDiscount> {
  const offer = await sessionOfferDiscount(ask.sessionId, lines.map((l) => ({ productId: l.product.id, lineTotalCents: l.lineTotalCents })));
  const offerCents = offer.discountCents;
  const offered = offer.productId === undefined ? {} : { appliesTo: [offer.productId] };
  if (!ask.discountCode) return offerCents > 0 ? { discountCents: offerCents, source: 'offer', ...offered } : { discountCents: 0, source: null };
  await limitCodeGuesses(ask.client);
  const verdict = await judgeCode(ask.discountCode, { email: ask.email, goodsCents, pieces: lines.map((l) => l.product) });
  if (!verdict.ok) {
    const message = codeRefusalMessage(verdict.refusal, ask.language);
    throw invalid(message, [{ path: 'discountCode', message }]);
  }
  const codeLines = lines.map((l) => ({ piece: l.product, lineTotalCents: l.lineTotalCents }));
  const chosen = chooseOrderDiscount(offerCents, verdict.terms, { lines: codeLines, shippingCents });
  if (chosen.source !== 'code') return { discountCents: chosen.discountCents, source: chosen.source, ...(chosen.source === 'offer' ? offered : {}) };
  const code = { code: verdict.record.code, oncePerEmail: verdict.record.oncePerEmail };
  const collectionId = verdict.terms.collectionId ?? null;
  const collection = collectionId === null ? {} : { appliesTo: lines.filter((l) => pieceInCollection(l.product, collectionId)).map((l) => l.product.id) };
  return { discountCents: chosen.discountCents, source: 'code', ...(chosen.freeShipping ? { freeShipping: true } : {}), code, ...collection };
}
