import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { conflict } from '../lib/errors';
import { consumeOfferUpdate } from '../offers';
import type { OrderLineRecord, OrderRecord } from './order-item';
import { OutOfStockError } from './stock-lines';
import { reserveUpdates } from './stock-draws';
import type { ProductItem } from '../catalog/product-item';

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
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...reservations.map((r) => r.item),
          ...lines.map((l) => ({ Put: { TableName: tableName, Item: l, ConditionExpression: 'attribute_not_exists(pk)' } })),
          { Put: { TableName: tableName, Item: order, ConditionExpression: 'attribute_not_exists(pk)' } },
          // A discount comes only from the session's offer: it is used up by this order, or the order fails.
          ...(order.discountCents > 0 ? [{ Update: consumeOfferUpdate(order.sessionId, order.id, Date.parse(now)) }] : []),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      const short = failed.find((i) => i < reservations.length);
      if (short !== undefined) throw new OutOfStockError(reservations[short]!.productId);
      if (failed.includes(reservations.length + lines.length + 1)) {
        throw conflict('Your 15% offer has expired or was already used. Please place your order again at the full price.');
      }
    }
    throw error;
  }
}
