import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { newOffer, offerKey, type OfferItem } from './offer-item';

export async function getOffer(sessionId: string): Promise<OfferItem | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: tableName, Key: offerKey(sessionId), ConsistentRead: true }),
  );
  return out.Item as OfferItem | undefined;
}

/** Issues the session's one offer (conditional put); when one exists already it is returned unchanged. */
export async function issueOffer(
  sessionId: string,
  productId: number,
  now = Date.now(),
): Promise<{ issued: boolean; offer: OfferItem }> {
  const item = newOffer(sessionId, productId, now);
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return { issued: true, offer: item };
  } catch (e) {
    if (!(e instanceof ConditionalCheckFailedException)) throw e;
    const existing = await getOffer(sessionId);
    if (!existing) throw e;
    return { issued: false, offer: existing };
  }
}

/**
 * The update that uses the offer for an order: fails unless it is unused and still valid. Put it in the
 * order's TransactWriteItems so the discount and the order are written together, or neither.
 */
export function consumeOfferUpdate(sessionId: string, orderId: number, now = Date.now()) {
  return {
    TableName: tableName,
    Key: offerKey(sessionId),
    UpdateExpression: 'SET consumedAt = :now, orderId = :order',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(consumedAt) AND validUntil > :now',
    ExpressionAttributeValues: { ':now': now, ':order': orderId },
  };
}

/** Uses the offer for an order on its own; false when it was used already, expired or never issued. */
export async function consumeOffer(sessionId: string, orderId: number, now = Date.now()): Promise<boolean> {
  return writeIf(new UpdateCommand(consumeOfferUpdate(sessionId, orderId, now)));
}

/**
 * Gives the offer back when the order that used it ends unpaid (a declined card): the shopper's next
 * attempt is a fresh order, and it keeps the discount the checkout showed. Only this order's use is
 * undone (so a retry is a no-op, and an offer used again since is left alone); its validity is unchanged.
 */
export async function restoreOffer(sessionId: string, orderId: number): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: offerKey(sessionId),
      UpdateExpression: 'REMOVE consumedAt, orderId',
      ConditionExpression: 'orderId = :order',
      ExpressionAttributeValues: { ':order': orderId },
    }),
  );
}
