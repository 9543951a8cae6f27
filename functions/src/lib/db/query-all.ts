import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Runs one Query and follows its pages; returns the items. */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey }));
    items.push(...((out.Items ?? []) as T[]));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey && (input.Limit === undefined || items.length < input.Limit));
  return items;
}

/** Runs one COUNT Query and follows its pages; returns how many items match (filters included). */
export async function countAll(input: Omit<QueryCommandInput, 'TableName' | 'Select'>): Promise<number> {
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, TableName: tableName, Select: 'COUNT', ExclusiveStartKey }));
    total += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return total;
}
