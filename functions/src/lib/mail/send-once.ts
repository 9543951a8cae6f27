import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { writeIf } from '../db/write-if';
import type { MailMessage } from './mailer';
import { mailer } from './mailer-from-env';

/**
 * Sends a mail at most once per key (`order-12-shipped`): a conditional put of the marker
 * `pk=MAILSENT#<key>, sk=MAIL` claims it first, so a redelivered event or a retried request finds the
 * marker and sends nothing. A failed send gives the claim back, so the retry sends it. Answers whether
 * this call sent it.
 */
export async function sendOnce(key: string, build: () => Promise<MailMessage>): Promise<boolean> {
  const marker = { pk: `MAILSENT#${key}`, sk: 'MAIL' };
  const claimed = await writeIf(
    new PutCommand({
      TableName: tableName,
      Item: { ...marker, type: 'mailSent', at: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  if (!claimed) return false;
  try {
    const message = await build();
    await mailer.send({ ...message, idempotencyKey: message.idempotencyKey ?? key });
    return true;
  } catch (error) {
    await db.send(new DeleteCommand({ TableName: tableName, Key: marker }));
    throw error;
  }
}
