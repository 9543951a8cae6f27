import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';

/** One saved piece: pk SESSION#<sessionId>, sk WISH#<productId> (see shared/src/table-definition.ts). */
export type WishlistEntry = { pk: string; sk: string; type: 'wishlist'; productId: number; savedAt: string; expiresAt: number };

/** Saved pieces outlive a browsing session but not forever: 180 days after the last save. */
const KEEP_SECONDS = 180 * 24 * 60 * 60;

const wishKey = (sessionId: string, productId: number) => ({ pk: `SESSION#${sessionId}`, sk: `WISH#${productId}` });

export function listWishlistEntries(sessionId: string): Promise<WishlistEntry[]> {
  return queryAll<WishlistEntry>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': `SESSION#${sessionId}`, ':sk': 'WISH#' },
  });
}

/** Idempotent: saving the same piece again keeps one entry and its first savedAt. */
export async function saveWishlistEntry(sessionId: string, productId: number, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: wishKey(sessionId, productId),
      UpdateExpression: 'SET #type = :type, productId = :pid, savedAt = if_not_exists(savedAt, :now), expiresAt = :exp',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'wishlist',
        ':pid': productId,
        ':now': now.toISOString(),
        ':exp': Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

export async function deleteWishlistEntry(sessionId: string, productId: number): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: wishKey(sessionId, productId) }));
}
