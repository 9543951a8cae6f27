import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { conflict } from '../lib/errors';
import { consumeOfferUpdate } from '../offers';
import type { OrderLineRecord, OrderRecord } from './order-item';
import { OutOfStockError, reserveLine } from './stock-lines';

/**
 * Writes the order and its lines and takes every line's quantity off the shelf, all in ONE transaction:
 * each product update is conditional on `stockQuantity >= quantity`, so stock never goes below zero and
 * two shoppers can never both get the last piece. Throws OutOfStockError naming the first short line.
 */
export async function insertOrderReservingStock(order: OrderRecord, lines: OrderLineRecord[]): Promise<void> {
  const now = order.createdAt;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...lines.map((l) => reserveLine(l.productId, l.quantity, now)),
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
      const short = failed.find((i) => i < lines.length);
      if (short !== undefined) throw new OutOfStockError(lines[short]!.productId);
      if (failed.includes(lines.length * 2 + 1)) {
        throw conflict('Your 15% offer has expired or was already used. Please place your order again at the full price.');
      }
    }
    throw error;
  }
}
