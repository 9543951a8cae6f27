import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';

const eventKey = (eventId: string) => ({ pk: `WEBHOOK#${eventId}`, sk: 'EVENT' });
const KEEP_DAYS = 30;

export async function isEventProcessed(eventId: string): Promise<boolean> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: eventKey(eventId), ProjectionExpression: 'pk' }));
  return Boolean(out.Item);
}

/** Records a processed event once (conditional put); false when it was already recorded. */
export async function recordEvent(eventId: string, type: string): Promise<boolean> {
  const now = Date.now();
  return writeIf(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...eventKey(eventId),
        type: 'webhookEvent',
        eventType: type,
        processedAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + KEEP_DAYS * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
