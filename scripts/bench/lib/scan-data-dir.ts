import path from 'node:path';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localClient } from '../../local/create-table';
import { startDynamoLocal } from '../../local/dynamodb-local';

export type Item = Record<string, unknown> & { pk: string; sk: string };

// The runtime children get this from functionEnv; the bench's own scan client would print it otherwise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const DEFAULT_TABLE = process.env.TABLE_NAME ?? 'crystal-shop-local';

/**
 * Reads the whole table of a running DynamoDB (strongly consistent), keyed `pk|sk`.
 * A benchmark's check, never product code (which never Scans).
 */
export async function scanTable(endpoint: string, tableName = DEFAULT_TABLE): Promise<Map<string, Item>> {
  const client = DynamoDBDocumentClient.from(localClient(endpoint));
  try {
    const items = new Map<string, Item>();
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const out = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }));
      for (const item of (out.Items ?? []) as Item[]) items.set(`${item.pk}|${item.sk}`, item);
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  } finally {
    client.destroy();
  }
}

/** Opens a stopped runtime's data dir with a DynamoDB Local of our own and reads the whole table. */
export async function scanDataDir(dataDir: string, tableName = DEFAULT_TABLE): Promise<Map<string, Item>> {
  const dynamo = await startDynamoLocal({ dbPath: path.join(dataDir, 'dynamodb') });
  try {
    return await scanTable(dynamo.endpoint, tableName);
  } finally {
    await dynamo.stop();
  }
}
