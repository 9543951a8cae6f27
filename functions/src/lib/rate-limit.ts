import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db/client';
import { tooManyRequests } from './errors';

export type RateLimit = { scope: string; limit: number; windowSeconds: number };

/**
 * Fixed-window counter in the table (one atomic UpdateItem, expired by TTL). Throws a 429 AppError
 * with Retry-After once `limit` requests have been made in the current window.
 */
export async function enforceRateLimit(rule: RateLimit, key: string, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `RATE#${rule.scope}#${key}`, sk: `WINDOW#${windowStart}` },
      UpdateExpression: 'ADD #c :one SET expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':exp': windowStart + rule.windowSeconds * 2 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(out.Attributes?.count ?? 0);
  if (count > rule.limit) {
    const retryAfter = Math.max(1, windowStart + rule.windowSeconds - Math.floor(now / 1000));
    throw tooManyRequests(`Too many requests. Please wait ${retryAfter} seconds and try again.`, retryAfter);
  }
}
