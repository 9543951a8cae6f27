import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { addSetFields } from '../../lib/db/set-fields';
import { orderKey } from '../order-item';

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
