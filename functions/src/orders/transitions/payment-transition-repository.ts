import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedIndexes } from '../../lib/db/failed-indexes';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { orderKey, statusIndexPk, type OrderWithItems } from '../order-item';
import { OutOfStockError, reserveLine } from '../stock-lines';

/** pending (stock held) -> paid. False when the order is not a pending order holding its stock. */
export async function markOrderPaid(orderId: number, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi',
      ConditionExpression: '#status = :pending AND stockReleased = :false',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':pending': 'pending',
        ':false': false,
        ':gsi': statusIndexPk('paid'),
        ':now': now,
        ':pi': paymentIntentId,
      },
    }),
  );
}

/**
 * A payment succeeded for an order whose stock had already gone back (its reservation lapsed or an
 * earlier attempt failed): take the stock again and mark it paid in one transaction. Throws
 * OutOfStockError when a piece is gone meanwhile; returns false when the order is not in that state.
 */
export async function reReserveAndMarkPaid(order: OrderWithItems, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...order.items.map((l) => reserveLine(l.productId, l.quantity, now)),
          {
            Update: {
              TableName: tableName,
              Key: orderKey(order.id),
              UpdateExpression:
                'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi, stockReleased = :false REMOVE cancelledAt, cancelReason',
              ConditionExpression: '#status IN (:pending, :cancelled) AND stockReleased = :true',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':paid': 'paid',
                ':pending': 'pending',
                ':cancelled': 'cancelled',
                ':true': true,
                ':false': false,
                ':gsi': statusIndexPk('paid'),
                ':now': now,
                ':pi': paymentIntentId,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      if (failed.includes(order.items.length)) return false;
      const short = failed.find((i) => i < order.items.length);
      if (short !== undefined) throw new OutOfStockError(order.items[short]!.productId);
    }
    throw error;
  }
}

/** Paid although a piece could not be taken again: marked for the artisan (refund or remake). */
export async function markPaidWithShortfall(orderId: number, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression:
        'SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi, stockShortfall = :true',
      ConditionExpression: '#status IN (:pending, :cancelled) AND stockReleased = :true',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':pending': 'pending',
        ':cancelled': 'cancelled',
        ':true': true,
        ':gsi': statusIndexPk('paid'),
        ':now': now,
        ':pi': paymentIntentId,
      },
    }),
  );
}

/** Records the payment intent of the order; an order never changes intent once it has one. */
export async function setPaymentIntentId(orderId: number, paymentIntentId: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET paymentIntentId = :pi, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(paymentIntentId) OR paymentIntentId = :pi)',
      ExpressionAttributeValues: { ':pi': paymentIntentId, ':now': new Date().toISOString() },
    }),
  );
}
