import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';

/**
 * When each of these send-once keys was claimed (lib/mail/send-once.ts's markers), read 100 at a time with
 * BatchGetItem; a key never sent is absent from the answer.
 */
export async function mailsSentAt(keys: readonly string[]): Promise<Map<string, string>> {
  const sent = new Map<string, string>();
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((key) => ({ pk: `MAILSENT#${key}`, sk: 'MAIL' }));
    for (let attempt = 0; pending?.length && attempt < 5; attempt++) {
      const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ProjectionExpression: 'pk, #at', ExpressionAttributeNames: { '#at': 'at' } } } }));
      for (const item of (out.Responses?.[tableName] ?? []) as { pk: string; at: string }[]) sent.set(item.pk.slice('MAILSENT#'.length), item.at);
      pending = out.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return sent;
}
