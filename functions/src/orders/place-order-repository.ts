import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { GiftCardShortError, giftCardWasShort, reductionRefusal, useReductionItems } from '../discounts';
import type { OrderLineRecord, OrderRecord } from './order-item';
import { OutOfStockError } from './stock-lines';
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
          // The order's reductions (its discount, its gift card's part) are used up by it, or it fails.
          ...useReductionItems(order),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      // The reductions' writes come after the stock, the lines and the order: their own indexes.
      const first = reservations.length + lines.length + 1;
      const reductionsFailed = failed.filter((i) => i >= first).map((i) => i - first);
      if (giftCardWasShort(order, reductionsFailed, failed.length === 0)) throw new GiftCardShortError();
      const short = failed.find((i) => i < reservations.length);
      if (short !== undefined) throw new OutOfStockError(reservations[short]!.productId);
      const refused = reductionRefusal(order, reductionsFailed);
      if (refused) throw refused;
    }
    throw error;
  }
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
