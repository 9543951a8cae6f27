import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';

/**
 * What the server itself recorded of a session: when it first saw it and which pieces it viewed
 * (pk SESSION#<sid>, sk ACTIVITY; kept a day). Offers are decided on this, never on what a client says.
 */
export type SessionActivity = { firstSeenAt: number; viewed: Set<number> };

const KEEP_SECONDS = 24 * 3600;
const activityKey = (sessionId: string) => ({ pk: `SESSION#${sessionId}`, sk: 'ACTIVITY' });

export async function recordSessionView(sessionId: string, productId: number, now = Date.now()): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: activityKey(sessionId),
      UpdateExpression: 'SET firstSeenAt = if_not_exists(firstSeenAt, :now), expiresAt = :exp ADD viewed :ids',
      ExpressionAttributeValues: { ':now': now, ':exp': Math.floor(now / 1000) + KEEP_SECONDS, ':ids': new Set([productId]) },
    }),
  );
}

export async function getSessionActivity(sessionId: string): Promise<SessionActivity | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: activityKey(sessionId), ConsistentRead: true }));
  if (!out.Item) return undefined;
  return { firstSeenAt: Number(out.Item.firstSeenAt), viewed: new Set([...((out.Item.viewed as Set<number> | undefined) ?? [])].map(Number)) };
}

/** UTC day, as in 2026-11-24. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);
const clientDayKey = (client: string, now: number) => ({ pk: `OFFERCLIENT#${client}`, sk: `DAY#${dayOf(now)}` });

/**
 * Offers one client address may receive per UTC day: 1. The e2e suite runs every browser from one
 * address, so its server raises this with OFFERS_PER_CLIENT_PER_DAY.
 */
export const offersPerClientPerDay = (env: NodeJS.ProcessEnv = process.env) => {
  const n = Number(env.OFFERS_PER_CLIENT_PER_DAY);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

export async function clientHadOfferToday(client: string, now = Date.now()): Promise<boolean> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: clientDayKey(client, now), ConsistentRead: true }));
  return Number(out.Item?.count ?? 0) >= offersPerClientPerDay();
}

/** Takes one of the client address's offers of the day; false when they were all taken already. */
export async function claimClientOfferDay(client: string, now = Date.now()): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: clientDayKey(client, now),
      UpdateExpression: 'ADD #c :one SET expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':max': offersPerClientPerDay(), ':exp': Math.floor(now / 1000) + 2 * 24 * 3600 },
    }),
  );
}
