import { chooseDiscount, codeDiscountCents, type DiscountSource } from '@crystal/shared/money/discount-terms';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';
import type { Language } from '@crystal/shared/schemas/language';
import { judgeCode, limitCodeGuesses } from '../discounts';
import { invalid } from '../lib/errors';
import type { PricedCartLine } from './price-cart';
import { sessionDiscountCents } from './session-discount';

export type OrderDiscount = { discountCents: number; source: DiscountSource | null; code?: { code: string; oncePerEmail: boolean } };

type Ask = { sessionId: string; client: string; discountCode?: string; email: string; language: Language };

/**
 * The order's one discount (docs/decisions/0040-discount-codes.md): the session's offer or the code typed
 * at checkout, never both: the larger applies. A code that does not apply is a 400 with its reason in the
 * shopper's language, and no order. The code's use is taken in the order's own transaction.
 */
export async function priceOrderDiscount(ask: Ask, goodsCents: number, lines: readonly PricedCartLine[]): Promise<OrderDiscount> {
  const offerCents = await sessionDiscountCents(ask.sessionId, lines.map((l) => ({ productId: l.product.id, lineTotalCents: l.lineTotalCents })));
  if (!ask.discountCode) return offerCents > 0 ? { discountCents: offerCents, source: 'offer' } : { discountCents: 0, source: null };
  await limitCodeGuesses(ask.client);
  const verdict = await judgeCode(ask.discountCode, { email: ask.email, goodsCents });
  if (!verdict.ok) {
    const message = codeRefusalMessage(verdict.refusal, ask.language);
    throw invalid(message, [{ path: 'discountCode', message }]);
  }
  const chosen = chooseDiscount(offerCents, codeDiscountCents(verdict.terms, goodsCents));
  if (chosen.source !== 'code') return { discountCents: chosen.discountCents, source: chosen.source };
  return { discountCents: chosen.discountCents, source: 'code', code: { code: verdict.record.code, oncePerEmail: verdict.record.oncePerEmail } };
}
