import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { addSetFields } from '../../lib/db/set-fields';
import { orderKey } from '../order-item';

/**
 * A refund's check and record in one conditional write (issue 33): the order's refunded total grows by
 * `amountCents` only while it stays within `totalCents`, so parallel refunds of one order are serialised
 * by the table and never exceed what was paid. Answers the new refunded total, or undefined when the
 * refund does not fit (any more). A negative amount gives back a reservation whose payout failed.
 */
export async function addRefundedCents(orderId: number, amountCents: number, totalCents: number): Promise<number | undefined> {
  const now = new Date().toISOString();
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: orderKey(orderId),
        UpdateExpression: 'SET refundedCents = if_not_exists(refundedCents, :zero) + :amount, updatedAt = :now' + (amountCents > 0 ? ', refundedAt = :now' : ''),
        ConditionExpression:
          'attribute_exists(pk) AND ((attribute_not_exists(refundedCents) AND :amount <= :total) OR (refundedCents <= :maxBefore AND refundedCents >= :minBefore))',
        ExpressionAttributeValues: {
          ':zero': 0,
          ':amount': amountCents,
          ':total': totalCents,
          ':maxBefore': totalCents - amountCents,
          ':minBefore': Math.max(0, -amountCents),
          ':now': now,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.refundedCents);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * The order's refunded total moves from `prev` to `next` (compare-and-set), with any extra fields. A
 * redelivered or concurrent refund finds another total and changes nothing.
 */
export function setRefundedCents(orderId: number, prev: number, next: number, extra: Record<string, string> = {}): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':prev': prev, ':next': next, ':zero': 0, ':now': new Date().toISOString() };
  const sets = ['refundedCents = :next', 'updatedAt = :now'];
  addSetFields(extra, { names, values, sets });
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND (refundedCents = :prev OR (attribute_not_exists(refundedCents) AND :prev = :zero))',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    }),
  );
}

/** Stripe's dispute events flag the order (status 'open', then how it closed). */
export async function setDispute(orderId: number, disputeId: string, status: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET disputeId = :id, disputeStatus = :status, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':id': disputeId, ':status': status, ':now': new Date().toISOString() },
    }),
  );
}

/** Claims a refund request id (`pk=REFUNDREQ#<id>`) once: false when that request was made before. */
export function claimRefundRequest(requestId: string, orderId: number): Promise<boolean> {
  return writeIf(
    new PutCommand({
      TableName: tableName,
      Item: { pk: `REFUNDREQ#${requestId}`, sk: 'REQUEST', type: 'refundRequest', orderId, at: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
