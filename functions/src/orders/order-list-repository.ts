import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { invalid } from '../lib/errors';
import { statusIndexPk, type OrderRecord } from './order-item';

/**
 * Admin order lists, newest first, one Query per page: by status on gsi1 (ORDERSTATUS#<status>) or all
 * on gsi2 (ORDERS), both sorted by `<createdAt>#<id>`, so a date range is a key condition, not a filter.
 */
export type AdminOrderQuery = { status?: OrderStatus; fromIso?: string; toIso?: string; limit: number; cursor?: string };

/** A cursor must be a start key of this very query (same index, partition and date range), else 400. */
function decodeCursor(cursor: string, index: 'gsi1' | 'gsi2', q: AdminOrderQuery, pk: string): Record<string, string> {
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

export async function queryOrders(q: AdminOrderQuery): Promise<{ orders: OrderRecord[]; nextCursor: string | null }> {
  const index = q.status ? 'gsi1' : 'gsi2';
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
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk${range}`,
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
      Limit: q.limit,
      ExclusiveStartKey: q.cursor ? decodeCursor(q.cursor, index, q, values[':pk']!) : undefined,
    }),
  );
  const last = out.LastEvaluatedKey;
  return {
    orders: (out.Items ?? []) as OrderRecord[],
    nextCursor: last ? Buffer.from(JSON.stringify(last)).toString('base64url') : null,
  };
}

/** Every order placed since an instant (gsi2, followed page by page): the dashboard's sales figures. */
export function ordersSince(fromIso: string): Promise<OrderRecord[]> {
  return queryAll<OrderRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :from',
    ExpressionAttributeValues: { ':pk': 'ORDERS', ':from': fromIso },
  });
}
