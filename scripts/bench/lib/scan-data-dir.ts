import path from 'node:path';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localClient } from '../../local/create-table';
import { startDynamoLocal } from '../../local/dynamodb-local';

export type Item = Record<string, unknown> & { pk: string; sk: string };

/**
 * Opens a stopped runtime's data dir with a DynamoDB Local of our own and reads the whole table.
 * A benchmark's check, never product code (which never Scans).
 */
export async function scanDataDir(dataDir: string, tableName = process.env.TABLE_NAME ?? 'crystal-shop-local'): Promise<Map<string, Item>> {
  const dynamo = await startDynamoLocal({ dbPath: path.join(dataDir, 'dynamodb') });
  const client = DynamoDBDocumentClient.from(localClient(dynamo.endpoint));
  try {
    const items = new Map<string, Item>();
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey }));
      for (const item of (out.Items ?? []) as Item[]) items.set(`${item.pk}|${item.sk}`, item);
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  } finally {
    client.destroy();
    await dynamo.stop();
  }
}
