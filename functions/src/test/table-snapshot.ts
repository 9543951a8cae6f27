import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Every item of the test's own table, in key order, as one JSON string. Tests only: product code never
 * Scans. Uses a client of its own, so command recorders on the shop's client never see the Scan.
 */
export async function snapshotTable(): Promise<string> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  try {
    do {
      const out = await client.send(new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey, ConsistentRead: true }));
      items.push(...(out.Items ?? []));
      ExclusiveStartKey = out.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    client.destroy();
  }
  const key = (i: Record<string, unknown>) => `${String(i.pk)}\u0000${String(i.sk)}`;
  items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return JSON.stringify(items);
}
