import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import type { ProductItem } from '../../catalog';
import { orderKey, type OrderLineRecord, type RefundRecord } from '../order-item';
import { returnUpdates } from '../stock-draws';

/**
 * A refund by the line's check and record in one conditional write: it joins the order's refunds and
 * adds its total to the order's refunded total only while both are as they were read (no refund, by the
 * line or by amount, came meanwhile), so parallel refunds of one order are serialised by the table and
 * never give a line back twice. False when the order changed meanwhile.
 */
export function appendRefund(orderId: number, refund: RefundRecord, seen: { count: number; refundedCents: number }): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression:
        'SET refunds = list_append(if_not_exists(refunds, :none), :refund), refundedCents = :after, refundedAt = :now, updatedAt = :now',
      ConditionExpression:
        'attribute_exists(pk) AND (refundedCents = :before OR (attribute_not_exists(refundedCents) AND :before = :zero)) AND ' +
        '(size(refunds) = :count OR (attribute_not_exists(refunds) AND :count = :zero))',
      ExpressionAttributeValues: {
        ':none': [],
        ':refund': [refund],
        ':after': refund.refundedAfterCents,
        ':before': refund.refundedAfterCents - refund.totalCents,
        ':count': seen.count,
        ':zero': 0,
        ':now': refund.createdAt,
      },
    }),
  );
}

/** A refund whose payout failed: voided, its total given back to what may still be refunded (once). */
export function voidRefund(orderId: number, index: number, refund: RefundRecord): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: `SET refunds[${index}].voidedAt = :now, refundedCents = refundedCents - :total, updatedAt = :now`,
      ConditionExpression: `refunds[${index}].id = :id AND attribute_not_exists(refunds[${index}].voidedAt) AND refundedCents >= :total`,
      ExpressionAttributeValues: { ':now': new Date().toISOString(), ':total': refund.totalCents, ':id': refund.id },
    }),
  );
}

/**
 * The refund's restocked units back where each line took them from (the piece's count, or the chosen
 * size's), ONCE: the refund's `restockedAt` is set in the same transaction as the stock, and only while
 * the order's stock as a whole is still out (a release of the whole order gives it back otherwise).
 * False when it was done before or the order's stock went back meanwhile.
 */
export async function restockRefund(
  orderId: number,
  index: number,
  refund: RefundRecord,
  lines: readonly OrderLineRecord[],
  products: ReadonlyMap<number, ProductItem>,
): Promise<boolean> {
  const now = new Date().toISOString();
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: orderKey(orderId),
              UpdateExpression: `SET refunds[${index}].restockedAt = :now, updatedAt = :now ADD restockedUnits :units`,
              ConditionExpression: `refunds[${index}].id = :id AND attribute_not_exists(refunds[${index}].restockedAt) AND attribute_not_exists(refunds[${index}].voidedAt) AND stockReleased = :false`,
              ExpressionAttributeValues: { ':now': now, ':units': units, ':id': refund.id, ':false': false },
            },
          },
          ...returnUpdates(lines, products, now),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** A claimed refund request that made no refund (it no longer fitted, or its payout failed): the form may send it again. */
export async function releaseRefundRequest(requestId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: `REFUNDREQ#${requestId}`, sk: 'REQUEST' } }));
}
