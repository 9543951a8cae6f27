import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';
import type { Language } from '@crystal/shared/schemas/language';
import { consumeOfferUpdate, restoreOffer } from '../offers';
import { giveBackGiftCardItem, spendGiftCardItem } from '../gift-cards';
import { conflict, invalid } from '../lib/errors';
import { redeemDiscountCodeItems, releaseDiscountCodeItems } from './discount-code-repository';
import type { DiscountFields } from './reduce-order';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An order as its reductions' writes read it: its discount and gift card fields, and who placed it. */
export type ReducedOrder = DiscountFields & {
  id: number;
  sessionId: string;
  customerEmail: string;
  createdAt: string;
  language?: Language;
  discountCents: number;
  giftCardId?: number;
  giftCardCents?: number;
};

/** The writes that use the order's discount up: the code's count (and email mark), or the session's offer. */
function discountItems(order: ReducedOrder): TransactItem[] {
  // A free-shipping code takes nothing off the goods, and is used up all the same (decision 0102).
  if (order.discountSource === 'code' && order.discountCode && (order.discountCents > 0 || order.discountFreeShipping)) {
    return redeemDiscountCodeItems({ code: order.discountCode, oncePerEmail: order.discountCodeOncePerEmail ?? false }, order.customerEmail, order.id, order.createdAt);
  }
  if (order.discountCents <= 0) return [];
  return [{ Update: consumeOfferUpdate(order.sessionId, order.id, Date.parse(order.createdAt)) }];
}

/**
 * The writes that use the order's reductions up, in the order's own transaction, after its own writes: the
 * discount (the session's offer or a code, never both: used up by this order, or the order fails), then the
 * gift card's part (issue 49), last: taken only while the card still holds it.
 */
export function useReductionItems(order: ReducedOrder): TransactItem[] {
  const card = order.giftCardId && order.giftCardCents ? [spendGiftCardItem(order.giftCardId, order.giftCardCents, order.createdAt)] : [];
  return [...discountItems(order), ...card];
}

/**
 * Whether the transaction failed for the gift card: it was spent meanwhile, or so many orders spend it at once
 * that this one kept losing the race (nothing named). `failed`: the failed indexes among useReductionItems'.
 */
export function giftCardWasShort(order: ReducedOrder, failed: readonly number[], nothingNamed: boolean): boolean {
  return Boolean(order.giftCardId) && (failed.includes(discountItems(order).length) || nothingNamed);
}

/**
 * Why a reduction refused the order, when one of its writes failed: the code's count (its limit reached or
 * paused since the check) or the email's mark (already used), a 400 in the order's language; the offer, used
 * or expired meanwhile, a 409. `failed`: the failed indexes among useReductionItems'.
 */
export function reductionRefusal(order: ReducedOrder, failed: readonly number[]): Error | undefined {
  if (order.discountSource === 'code' && failed.length > 0) {
    const message = codeRefusalMessage({ reason: failed.includes(0) ? 'exhausted' : 'used_by_email' }, order.language ?? 'en');
    return invalid(message, [{ path: 'discountCode', message }]);
  }
  if (failed.includes(0)) return conflict('Your 15% offer has expired or was already used. Please place your order again at the full price.');
  return undefined;
}

/**
 * The writes that give an unpaid order's reductions back, in the transaction that releases its stock: its
 * code's use (the count down by one and, for a "once per email" code, the email's mark gone;
 * docs/decisions/0056-unpaid-orders-give-codes-back.md) and its gift card's part (issue 49). None for a paid order.
 */
export function giveBackReductionItems(order: ReducedOrder & { status: string }, now: string): TransactItem[] {
  if (order.status !== 'pending') return [];
  const code = order.discountSource === 'code' ? order.discountCode : undefined;
  return [
    ...(code !== undefined ? releaseDiscountCodeItems(code, order.discountCodeOncePerEmail ? order.customerEmail : undefined) : []),
    ...(order.giftCardId && order.giftCardCents ? [giveBackGiftCardItem(order.giftCardId, order.giftCardCents, now)] : []),
  ];
}

/** A cancelled order that used the session's offer gives it back, for the order placed again (a declined card). */
export async function giveBackOffer(order: ReducedOrder): Promise<void> {
  if (order.discountCents > 0) await restoreOffer(order.sessionId, order.id);
}
