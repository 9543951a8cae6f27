import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';

const TTL_SECONDS = 2 * 24 * 3600;

/** Hour bucket as in `VIEWS#2026-11-22T11` (UTC). */
export const hourBucket = (at: Date) => at.toISOString().slice(0, 13);

/** One product view: an atomic ADD on the product's hourly counter (expired by TTL after two days). */
export async function bumpProductViews(productId: number, now = new Date()): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `PRODUCT#${productId}`, sk: `VIEWS#${hourBucket(now)}` },
      UpdateExpression: 'ADD #c :one SET expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':exp': Math.floor(now.getTime() / 1000) + TTL_SECONDS },
    }),
  );
}

/** Views in the hour buckets from `hours - 1` hours ago up to now (one Query on the product's partition). */
export async function countProductViews(productId: number, hours: number, now = new Date()): Promise<number> {
  const from = hourBucket(new Date(now.getTime() - (hours - 1) * 3600_000));
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `PRODUCT#${productId}`,
        ':from': `VIEWS#${from}`,
        ':to': `VIEWS#${hourBucket(now)}`,
      },
    }),
  );
  return (out.Items ?? []).reduce((n, item) => n + Number(item.count ?? 0), 0);
}
