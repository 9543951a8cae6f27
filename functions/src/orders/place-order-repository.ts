import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { conflict } from '../lib/errors';
import { consumeOfferUpdate } from '../offers';
import { redeemDiscountCodeItems } from '../discounts';
import { codeRefusalMessage } from '@crystal/shared/money/discount-refusals';
import { invalid } from '../lib/errors';
import type { OrderLineRecord, OrderRecord } from './order-item';
import { OutOfStockError } from './stock-lines';
import { spendGiftCardItem } from '../gift-cards';
import { GiftCardShortError } from './gift-card-payment';
import { reserveUpdates } from './stock-draws';
import type { ProductItem } from '../catalog';

/**
 * Writes the order and its lines and takes every line's quantity off the shelf, all in ONE transaction:
 * one update per product, conditional on each counter it takes from (the piece's stock, its open
 * made-to-order units, a value's own stock) covering the quantities of all its lines, so stock never goes
 * below zero and two shoppers can never both get the last piece, or the last size 7
 * (docs/decisions/0036-stock-per-value.md). Throws OutOfStockError naming the first short piece.
 */
export async function insertOrderReservingStock(
  order: OrderRecord,
  lines: OrderLineRecord[],
  products: ReadonlyMap<number, ProductItem>,
): Promise<void> {
  const now = order.createdAt;
  const reservations = reserveUpdates(lines, products, now);
  try {
    await sendRetryingConflicts(
      () => new TransactWriteCommand({
        TransactItems: [
          ...reservations.map((r) => r.item),
          ...lines.map((l) => ({ Put: { TableName: tableName, Item: l, ConditionExpression: 'attribute_not_exists(pk)' } })),
          { Put: { TableName: tableName, Item: order, ConditionExpression: 'attribute_not_exists(pk)' } },
          // The discount is the session's offer or a code, never both: it is used up by this order, or the order fails.
          ...discountItems(order),
          // The gift card's part (issue 49), last: taken only while the card still holds it.
          ...(order.giftCardId && order.giftCardCents ? [spendGiftCardItem(order.giftCardId, order.giftCardCents, now)] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      const cardIndex = reservations.length + lines.length + 1 + discountItems(order).length;
      // The card was spent meanwhile, or so many orders spend it at once that this one kept losing the race.
      if (order.giftCardId && (failed.includes(cardIndex) || failed.length === 0)) throw new GiftCardShortError();
      const short = failed.find((i) => i < reservations.length);
      if (short !== undefined) throw new OutOfStockError(reservations[short]!.productId);
      const discountIndex = reservations.length + lines.length + 1;
      if (order.discountSource === 'code' && failed.some((i) => i >= discountIndex)) {
        // The code's count (its limit reached or paused since the check) or the email's mark (already used).
        const message = codeRefusalMessage({ reason: failed.includes(discountIndex) ? 'exhausted' : 'used_by_email' }, order.language ?? 'en');
        throw invalid(message, [{ path: 'discountCode', message }]);
      }
      if (failed.includes(discountIndex)) {
        throw conflict('Your 15% offer has expired or was already used. Please place your order again at the full price.');
      }
    }
    throw error;
  }
}

/** The writes that use the order's discount up: the code's count (and email mark), or the session's offer. */
function discountItems(order: OrderRecord) {
  // A free-shipping code takes nothing off the goods, and is used up all the same (decision 0102).
  if (order.discountSource === 'code' && order.discountCode && (order.discountCents > 0 || order.discountFreeShipping)) {
    return redeemDiscountCodeItems({ code: order.discountCode, oncePerEmail: order.discountCodeOncePerEmail ?? false }, order.customerEmail, order.id, order.createdAt);
  }
  if (order.discountCents <= 0) return [];
  return [{ Update: consumeOfferUpdate(order.sessionId, order.id, Date.parse(order.createdAt)) }];
}

/**
 * Orders racing for the same item (a code's last uses, a popular piece) can be cancelled with
 * TransactionConflict rather than a failed condition: such a transaction is tried again, a few times with a
 * short random wait, so the conditions alone decide who gets what.
 */
async function sendRetryingConflicts(command: () => TransactWriteCommand, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(command());
      return;
    } catch (error) {
      const conflicted =
        error instanceof TransactionCanceledException &&
        (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict') &&
        failedIndexes(error).length === 0;
      if (!conflicted || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}
