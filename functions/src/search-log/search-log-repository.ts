import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';

const TTL_SECONDS = 90 * 24 * 3600;
export const dayBucket = (at: Date) => at.toISOString().slice(0, 10);

/** Search terms as counted: lower case, single spaces, at most 100 characters. */
export function normaliseTerm(term: string): string {
  return term.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
}

/** Counts one shop search (pk SEARCHES#<day>, sk TERM#<term>), expired by TTL after 90 days. */
export async function recordSearch(term: string, now = new Date()): Promise<void> {
  const normal = normaliseTerm(term);
  if (!normal) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `SEARCHES#${dayBucket(now)}`, sk: `TERM#${normal}` },
      UpdateExpression: 'ADD #c :one SET term = :term, expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':term': normal,
        ':exp': Math.floor(now.getTime() / 1000) + TTL_SECONDS,
      },
    }),
  );
}

/** All terms searched on one day with their counts (one Query, paged). */
export async function searchesOn(day: string): Promise<{ term: string; count: number }[]> {
  const items = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `SEARCHES#${day}` },
  });
  return items.map((item) => ({ term: String(item.term), count: Number(item.count ?? 0) }));
}
