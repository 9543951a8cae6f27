import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedIndexes } from '../../lib/db/failed-indexes';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { orderKey, statusIndexPk, type OrderWithItems } from '../order-item';
import { OutOfStockError } from '../stock-lines';
import { reserveUpdates } from '../stock-draws';
import { getProductsByIds } from '../../catalog';

/** The order's move to paid (status, status index, paidAt, the intent), plus `set`, when `condition` holds. */
const toPaid = (orderId: number, paymentIntentId: string, now: string, set: string, condition: string, values: Record<string, unknown>) => ({
  TableName: tableName,
  Key: orderKey(orderId),
  UpdateExpression: `SET #status = :paid, gsi1pk = :gsi, paidAt = :now, updatedAt = :now, paymentIntentId = :pi${set}`,
  ConditionExpression: condition,
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':paid': 'paid', ':gsi': statusIndexPk('paid'), ':now': now, ':pi': paymentIntentId, ...values },
});

/** The order's stock went back earlier (a failed attempt, a lapsed reservation); it is pending or cancelled. */
const STOCK_RELEASED = '#status IN (:pending, :cancelled) AND stockReleased = :true';
const stockReleasedValues = { ':pending': 'pending', ':cancelled': 'cancelled', ':true': true };

/** pending (stock held) -> paid. False when the order is not a pending order holding its stock. */
export async function markOrderPaid(orderId: number, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const condition = '#status = :pending AND stockReleased = :false';
  return writeIf(new UpdateCommand(toPaid(orderId, paymentIntentId, now, '', condition, { ':pending': 'pending', ':false': false })));
}

/**
 * A payment succeeded for an order whose stock had already gone back (its reservation lapsed or an
 * earlier attempt failed): take the stock again and mark it paid in one transaction. Throws
 * OutOfStockError when a piece is gone meanwhile; returns false when the order is not in that state.
 */
export async function reReserveAndMarkPaid(order: OrderWithItems, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const set = ', stockReleased = :false REMOVE cancelledAt, cancelReason';
  const reservations = reserveUpdates(order.items, await getProductsByIds(order.items.map((l) => l.productId)), now);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...reservations.map((r) => r.item),
          { Update: toPaid(order.id, paymentIntentId, now, set, STOCK_RELEASED, { ...stockReleasedValues, ':false': false }) },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = failedIndexes(error);
      if (failed.includes(reservations.length)) return false;
      const short = failed.find((i) => i < reservations.length);
      if (short !== undefined) throw new OutOfStockError(reservations[short]!.productId);
    }
    throw error;
  }
}

/** Paid although a piece could not be taken again: marked for the artisan (refund or remake). */
export async function markPaidWithShortfall(orderId: number, paymentIntentId: string): Promise<boolean> {
  const now = new Date().toISOString();
  return writeIf(
    new UpdateCommand(toPaid(orderId, paymentIntentId, now, ', stockShortfall = :true', STOCK_RELEASED, stockReleasedValues)),
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
