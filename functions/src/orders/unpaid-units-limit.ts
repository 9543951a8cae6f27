import { PAYMENT } from '@crystal/shared/constants/limits';
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { conflict } from '../lib/errors';
import { orderKey } from './order-item';

/**
 * Stock can't be held hostage: one client address holds at most PAYMENT.maxUnpaidUnitsPerClient units
 * in unpaid orders at once, whatever sessions it rotates through. The client's holds live in one item
 * (pk CLIENTHOLD#<client>): order id -> units and when. Each new order recounts the holds against the orders
 * themselves (a paid, cancelled or expired order no longer counts) and writes the list back with a
 * version check, so simultaneous orders from one client can't both slip under the limit.
 */
type Hold = { units: number; at: number };
type Holds = Record<string, Hold>;
/** A hold is written just before its order: for this long, a hold without its order still counts. */
const PENDING_INSERT_MS = 60_000;
const holdsKey = (client: string) => ({ pk: `CLIENTHOLD#${client}`, sk: 'UNPAID' });
const KEEP_SECONDS = 2 * 24 * 3600;

/** PAYMENT.maxUnpaidUnitsPerClient; the e2e suite, whose browsers all share one address, raises it. */
export const maxUnpaidUnits = (env: NodeJS.ProcessEnv = process.env) => {
  const n = Number(env.MAX_UNPAID_UNITS_PER_CLIENT);
  return Number.isInteger(n) && n > 0 ? n : PAYMENT.maxUnpaidUnitsPerClient;
};

async function stillHeld(holds: Holds, now: Date): Promise<Set<string>> {
  const orderIds = Object.keys(holds);
  if (orderIds.length === 0) return new Set();
  const out = await db.send(
    new BatchGetCommand({
      RequestItems: {
        [tableName]: {
          Keys: orderIds.map((id) => orderKey(Number(id))),
          ProjectionExpression: 'id, #s, stockReleased, reservedUntil',
          ExpressionAttributeNames: { '#s': 'status' },
          ConsistentRead: true,
        },
      },
    }),
  );
  const held = new Set<string>();
  const found = new Set((out.Responses?.[tableName] ?? []).map((o) => String(o.id)));
  for (const id of orderIds) if (!found.has(id) && holds[id]!.at > now.getTime() - PENDING_INSERT_MS) held.add(id);
  for (const o of out.Responses?.[tableName] ?? []) {
    if (o.status === 'pending' && o.stockReleased === false && String(o.reservedUntil) > now.toISOString()) held.add(String(o.id));
  }
  // Keys DynamoDB did not get to this time are counted as held (never under-count).
  for (const k of out.UnprocessedKeys?.[tableName]?.Keys ?? []) held.add(String(k.pk).replace(/^ORDER#/, ''));
  return held;
}

/** Counts the client's unpaid units and records the new order's hold; 409 when it would pass the limit. */
export async function holdUnpaidUnits(client: string, orderId: number, units: number, now = new Date()): Promise<void> {
  const max = maxUnpaidUnits();
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await db.send(new GetCommand({ TableName: tableName, Key: holdsKey(client), ConsistentRead: true }));
    const holds = (current.Item?.holds ?? {}) as Holds;
    const version = Number(current.Item?.version ?? 0);
    const held = await stillHeld(holds, now);
    const live: Holds = Object.fromEntries(Object.entries(holds).filter(([id]) => held.has(id)));
    const heldUnits = Object.values(live).reduce((n, h) => n + h.units, 0);
    if (heldUnits + units > max) {
      throw conflict(
        `You already have ${heldUnits} pieces waiting for payment. Please complete or let those checkouts lapse (up to ${PAYMENT.intentMinutes} minutes) before starting another; at most ${max} pieces can be held at once.`,
      );
    }
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...holdsKey(client), holds: { ...live, [String(orderId)]: { units, at: now.getTime() } }, version: version + 1, expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS },
          ConditionExpression: current.Item ? 'version = :v' : 'attribute_not_exists(pk)',
          ...(current.Item ? { ExpressionAttributeValues: { ':v': version } } : {}),
        }),
      );
      return;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  throw conflict('Too many checkouts at once from your connection. Please try again in a moment.');
}
