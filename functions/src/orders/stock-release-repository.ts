import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { getProductsByIds } from '../catalog';
import { orderKey, statusIndexPk } from './order-item';
import { getOrder } from './order-repository';
import { returnUpdates } from './stock-draws';

export type ReleaseOptions = {
  /** Why the stock goes back: 'payment_failed', 'payment_canceled', 'reservation_expired', 'admin_cancelled', ... */
  reason: string;
  /** The statuses the order may be in; default ['pending']. */
  from?: OrderStatus[];
  /** The status the order moves to; default: it keeps its status. */
  to?: OrderStatus;
  /** Only release when the reservation ended before this instant (ISO). */
  expiredBefore?: string;
};

/**
 * Puts the order's reserved stock back on the shelf, ONCE: the order's `stockReleased` flag flips from
 * false to true in the same transaction as the stock updates, so repeats, races and redeliveries change
 * nothing. Returns true when this call released the stock.
 */
export async function releaseOrderStock(orderId: number, options: ReleaseOptions): Promise<boolean> {
  const order = await getOrder(orderId);
  const from = options.from ?? ['pending'];
  if (!order || order.stockReleased || !from.includes(order.status)) return false;
  const now = new Date().toISOString();
  // A product deleted meanwhile has no shelf to return to; everything else gets its quantity back.
  const existing = await getProductsByIds(order.items.map((i) => i.productId));
  const to = options.to ?? order.status;
  const values: Record<string, unknown> = {
    ':false': false,
    ':true': true,
    ':now': now,
    ':reason': options.reason,
    ':to': to,
    ':gsi': statusIndexPk(to),
    ...Object.fromEntries(from.map((s, i) => [`:from${i}`, s])),
    ...(options.expiredBefore ? { ':cut': options.expiredBefore } : {}),
  };
  const condition = [
    'stockReleased = :false',
    `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
    ...(options.expiredBefore ? ['reservedUntil < :cut'] : []),
  ].join(' AND ');
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: orderKey(orderId),
              UpdateExpression:
                'SET stockReleased = :true, #status = :to, gsi1pk = :gsi, updatedAt = :now, cancelReason = :reason' +
                (to === 'cancelled' ? ', cancelledAt = :now' : ''),
              ConditionExpression: condition,
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: values,
            },
          },
          // One update per product, each line's quantity back where it was taken from.
          ...returnUpdates(order.items, existing, now),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedIndexes(error).includes(0)) return false;
    throw error;
  }
}
