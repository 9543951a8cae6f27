import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { invalid } from '../lib/errors';
import { orderPk, statusIndexPk, type OrderLineRecord, type OrderRecord } from './order-item';

/**
 * Admin order lists, newest first, one Query per page: by status on gsi1 (ORDERSTATUS#<status>) or all
 * on gsi2 (ORDERS), both sorted by `<createdAt>#<id>`, so a date range is a key condition, not a filter.
 * `match` narrows the listing (several statuses, a search): pages are read in order and filtered here,
 * at most MATCH_READ_BUDGET orders per call, so a rare match costs a bounded read, never a Scan.
 */
export type AdminOrderQuery = {
  status?: OrderStatus;
  fromIso?: string;
  toIso?: string;
  limit: number;
  cursor?: string;
  match?: (order: OrderRecord) => boolean;
};

export const MATCH_READ_BUDGET = 500;
const MATCH_PAGE = 100;

type Index = 'gsi1' | 'gsi2';
type Page = { orders: OrderRecord[]; nextCursor: string | null };

/** A cursor must be a start key of this very query (same index, partition and date range), else 400. */
function decodeCursor(cursor: string, index: Index, q: AdminOrderQuery, pk: string): Record<string, string> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const expected = ['pk', 'sk', `${index}pk`, `${index}sk`];
    const keys = Object.keys(key).sort();
    if (keys.join() !== [...expected].sort().join() || keys.some((k) => typeof key[k] !== 'string')) throw new Error('bad');
    const sk = key[`${index}sk`] as string;
    if (key[`${index}pk`] !== pk || (q.fromIso && sk < q.fromIso) || (q.toIso && sk > q.toIso)) throw new Error('bad');
    return key as Record<string, string>;
  } catch {
    throw invalid('Invalid query', [{ path: 'cursor', message: 'Not a cursor this list gave out' }]);
  }
}

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The start key that resumes a listing right after `order` (what DynamoDB itself would return). */
function keyAfter(order: OrderRecord, index: Index): Record<string, unknown> {
  const o = order as unknown as Record<string, unknown>;
  return { pk: o.pk, sk: o.sk, [`${index}pk`]: o[`${index}pk`], [`${index}sk`]: o[`${index}sk`] };
}

function listingInput(q: AdminOrderQuery): { index: Index; input: Omit<QueryCommandInput, 'TableName'> } {
  const index: Index = q.status ? 'gsi1' : 'gsi2';
  const values: Record<string, string> = { ':pk': q.status ? statusIndexPk(q.status) : 'ORDERS' };
  let range = '';
  if (q.fromIso && q.toIso) {
    range = ` AND ${index}sk BETWEEN :from AND :to`;
    Object.assign(values, { ':from': q.fromIso, ':to': q.toIso });
  } else if (q.fromIso) {
    range = ` AND ${index}sk >= :from`;
    values[':from'] = q.fromIso;
  } else if (q.toIso) {
    range = ` AND ${index}sk <= :to`;
    values[':to'] = q.toIso;
  }
  const input = {
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk${range}`,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    ExclusiveStartKey: q.cursor ? decodeCursor(q.cursor, index, q, values[':pk']!) : undefined,
  };
  return { index, input };
}

const query = (input: Omit<QueryCommandInput, 'TableName'>) => db.send(new QueryCommand({ ...input, TableName: tableName }));

export async function queryOrders(q: AdminOrderQuery): Promise<Page> {
  const { index, input } = listingInput(q);
  if (!q.match) {
    const out = await query({ ...input, Limit: q.limit });
    return { orders: (out.Items ?? []) as OrderRecord[], nextCursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : null };
  }
  const found: OrderRecord[] = [];
  let start = input.ExclusiveStartKey;
  let read = 0;
  for (;;) {
    const out = await query({ ...input, ExclusiveStartKey: start, Limit: MATCH_PAGE });
    for (const order of (out.Items ?? []) as OrderRecord[]) {
      read++;
      if (!q.match(order)) continue;
      found.push(order);
      if (found.length === q.limit) return { orders: found, nextCursor: encodeCursor(keyAfter(order, index)) };
    }
    start = out.LastEvaluatedKey;
    if (!start) return { orders: found, nextCursor: null };
    // Budget spent: what was found so far, and a cursor that carries on the search from here.
    if (read >= MATCH_READ_BUDGET) return { orders: found, nextCursor: encodeCursor(start) };
  }
}

/**
 * How many orders have this status now (gsi1, counted by DynamoDB, page by page): the overview's figures.
 * `toShip`: only the orders with something to put in a parcel (not gift cards alone).
 */
export async function countOrders(status: OrderStatus, { toShip = false } = {}): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await query({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': statusIndexPk(status) },
      ...(toShip ? { FilterExpression: 'attribute_not_exists(shipsNothing)' } : {}),
      Select: 'COUNT',
      ExclusiveStartKey: start,
    });
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Every order placed since an instant, and before `beforeIso` if given (gsi2, followed page by page). */
export function ordersSince(fromIso: string, beforeIso?: string): Promise<OrderRecord[]> {
  return queryAll<OrderRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: beforeIso ? 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to' : 'gsi2pk = :pk AND gsi2sk >= :from',
    ExpressionAttributeValues: { ':pk': 'ORDERS', ':from': fromIso, ...(beforeIso ? { ':to': beforeIso } : {}) },
  });
}

/** At most this many order partitions are read at once for an export. */
const LINE_READS_AT_ONCE = 8;

/**
 * The lines of these orders, by order id: one Query per order's partition (`sk` ITEM#...), a few at a
 * time. For the bookkeeper's export, whose orders come from `ordersSince` (gsi2 holds the headers only).
 */
export async function linesOfOrders(ids: readonly number[]): Promise<Map<number, OrderLineRecord[]>> {
  const lines = new Map<number, OrderLineRecord[]>();
  for (let i = 0; i < ids.length; i += LINE_READS_AT_ONCE) {
    await Promise.all(
      ids.slice(i, i + LINE_READS_AT_ONCE).map(async (id) => {
        const items = await queryAll<OrderLineRecord>({
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
          ExpressionAttributeValues: { ':pk': orderPk(id), ':item': 'ITEM#' },
        });
        lines.set(id, items);
      }),
    );
  }
  return lines;
}
