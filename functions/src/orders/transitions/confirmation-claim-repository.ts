import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { writeIf } from '../../lib/db/write-if';
import { orderKey } from '../order-item';

/** Claims the one confirmation email of a paid order; false when it was claimed before. */
export async function claimConfirmationEmail(orderId: number): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: orderKey(orderId),
      UpdateExpression: 'SET confirmationEmailAt = :now',
      ConditionExpression: 'attribute_not_exists(confirmationEmailAt) AND #status = :paid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':now': new Date().toISOString(), ':paid': 'paid' },
    }),
  );
}

/** Gives the claim back when sending failed, so the next delivery of the event sends it. */
export async function releaseConfirmationEmailClaim(orderId: number): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName, Key: orderKey(orderId), UpdateExpression: 'REMOVE confirmationEmailAt' }));
}
