import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { failedIndexes } from '../lib/db/failed-indexes';
import { db, tableName } from '../lib/db/client';
import { getProductsByIds } from '../catalog';
import { giveBackReductionItems } from '../discounts';
import { orderKey, statusIndexPk } from './order-item';
import { getOrder } from './order-repository';
import { returnUpdates } from './stock-draws';
import { unreturnedLines } from './refund-record';
import { noticeRestock } from './notice-restock';

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
 *
 * An order that was never paid (it expired, its payment failed, or it was cancelled while pending) also
 * gives back its discount code's use in that same transaction: the count down by one and, for a "once per
 * email" code, the email's mark gone (docs/decisions/0056-unpaid-orders-give-codes-back.md). A paid order
 * keeps its use; the transaction then requires the order to be still pending, so a payment landing
 * meanwhile is never mistaken for an unpaid release (the call is made again with the order as it is now).
 * A gift card's part of such an order goes back to the card the same way.
 */
export async function releaseOrderStock(orderId: number, options: ReleaseOptions, attempt = 1): Promise<boolean> {
  const order = await getOrder(orderId);
  const allowed = options.from ?? ['pending'];
  if (!order || order.stockReleased || !allowed.includes(order.status)) return false;
  const now = new Date().toISOString();
  // An order never paid gives its code's use and its gift card's part back in the same transaction.
  const givenBack = giveBackReductionItems(order, now);
  const from: OrderStatus[] = givenBack.length > 0 ? ['pending'] : allowed;
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
    ':restocked': order.restockedUnits ?? 0,
    ':zero': 0,
  };
  const condition = [
    'stockReleased = :false',
    `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
    ...(options.expiredBefore ? ['reservedUntil < :cut'] : []),
    // Units a refund by the line put back meanwhile would be given back twice: judge the order again.
    '(restockedUnits = :restocked OR (attribute_not_exists(restockedUnits) AND :restocked = :zero))',
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
          // One update per product, each line's quantity back where it was taken from (less what refunds
          // by the line put back already).
          ...returnUpdates(unreturnedLines(order), existing, now),
          ...givenBack,
        ],
      }),
    );
    await noticeRestock(existing);
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedIndexes(error).includes(0)) {
      // Paid (or otherwise moved) between the read and the write: judge the order again as it is now.
      return attempt === 1 ? releaseOrderStock(orderId, options, 2) : false;
    }
    throw error;
  }
}
