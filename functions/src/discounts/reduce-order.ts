import { priceReductions, type CodeTerms, type DiscountSource, type OfferTerms, type ReductionsInput } from '@crystal/shared/money/price-reductions';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';
import type { Totals } from '@crystal/shared/tax';
import type { Language } from '@crystal/shared/schemas/language';
import type { GiftCardRecord } from '../gift-cards';
import { invalid } from '../lib/errors';
import { limitCodeGuesses } from './code-guess-limit';
import { judgeCode } from './judge-code';
import { activeOfferTerms } from './price-offer';
import { giftCardPart, type GiftCardFields } from './spend-gift-card';

/** Who asks, and what they typed at checkout. */
export type ReductionAsk = { sessionId: string; client: string; discountCode?: string; email: string; language: Language };

/** The goods as the reductions see them (their lines, pieces and totals), and how they ship and are taxed. */
export type GoodsToReduce = Omit<ReductionsInput, 'offer' | 'code' | 'giftCardBalanceCents'>;

/** The order's reductions, judged: the session's live offer, and the code typed (its terms and its use). */
export type JudgedReductions = { offer: OfferTerms | null; code: CodeTerms | null; codeUse?: { code: string; oncePerEmail: boolean } };

/**
 * What the order record keeps of its discount: where it came from (decision 0102), the code and whether its
 * use marked the email, and a code's free shipping. Set only when the discount gave something.
 */
export type DiscountFields = { discountSource?: DiscountSource; discountCode?: string; discountCodeOncePerEmail?: boolean; discountFreeShipping?: true };

export type OrderReductions = {
  /** The goods' totals: discount, shipping and tax. */
  totals: Totals;
  /** The goods' total and the gift cards bought. */
  grandTotalCents: number;
  discount: DiscountFields;
  /**
   * The pieces the money came off when it is not every piece (the offer's piece, a collection code's pieces),
   * so a refund gives back what each line was really sold for (decision 0104); only when money came off.
   */
  appliesTo?: readonly number[];
  /** The gift card's part, when a card was given. */
  giftCard?: GiftCardFields;
};

/**
 * The order's reductions judged (docs/decisions/0040-discount-codes.md, 0102): the session's offer, and the
 * code typed at checkout, counted as a guess. A code that does not apply (a collection's code with none of
 * its pieces in the cart too) is a 400 with its reason in the shopper's language, and no order.
 */
export async function judgeReductions(ask: ReductionAsk, goods: Pick<GoodsToReduce, 'lines'>): Promise<JudgedReductions> {
  const offer = await activeOfferTerms(ask.sessionId);
  if (!ask.discountCode) return { offer, code: null };
  await limitCodeGuesses(ask.client);
  const goodsCents = goods.lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const verdict = await judgeCode(ask.discountCode, { email: ask.email, goodsCents, pieces: goods.lines.map((l) => l.piece) });
  if (!verdict.ok) {
    const message = codeRefusalMessage(verdict.refusal, ask.language);
    throw invalid(message, [{ path: 'discountCode', message }]);
  }
  return { offer, code: verdict.terms, codeUse: { code: verdict.record.code, oncePerEmail: verdict.record.oncePerEmail } };
}

/**
 * The order's reductions priced (decision 0121): the offer or the code, never both (the one worth more; the
 * code on a tie), by the shared priceReductions, as the checkout's summary; then the gift card's part of
 * what is left, or its refusal (a 400 naming `giftCardCode`).
 */
export function reduceOrder(judged: JudgedReductions, goods: GoodsToReduce, card?: { record: GiftCardRecord; language: Language }): OrderReductions {
  const priced = priceReductions({ ...goods, offer: judged.offer, code: judged.code, giftCardBalanceCents: card ? card.record.balanceCents : null });
  const { totals, chosen } = priced;
  const gave = totals.discountCents > 0 || chosen.freeShipping;
  const discount: DiscountFields = {
    ...(gave && chosen.source ? { discountSource: chosen.source } : {}),
    ...(gave && chosen.source === 'code' && judged.codeUse ? { discountCode: judged.codeUse.code, discountCodeOncePerEmail: judged.codeUse.oncePerEmail } : {}),
    ...(chosen.freeShipping ? { discountFreeShipping: true as const } : {}),
  };
  return {
    totals,
    grandTotalCents: priced.grandTotalCents,
    discount,
    ...(totals.discountCents > 0 && priced.appliesTo ? { appliesTo: priced.appliesTo } : {}),
    ...(card ? { giftCard: giftCardPart(card.record, totals.totalCents, priced.giftCardCents, card.language) } : {}),
  };
}
