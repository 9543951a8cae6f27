import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureTable, localClient } from './create-table';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { functionEnv, type LocalConfig } from './local-config';

const reachable = (endpoint: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(endpoint);
    const sock = net.connect(Number(port), hostname, () => {
      sock.end();
      resolve(true);
    });
    sock.on('error', () => resolve(false));
  });

/**
 * Opens the local data folder's DynamoDB for a one-off command (`npm run job`, `npm run seed`): the
 * DynamoDB Local that `npm start` is running (its endpoint is written to <data dir>/dynamodb.endpoint),
 * or the one --dynamodb-endpoint / DYNAMODB_ENDPOINT names (used as is), or else a DynamoDB Local of its
 * own on the data folder. Sets the functions' environment and makes sure the table exists.
 * `close()` stops a DynamoDB Local it started; one it found running is left alone.
 */
export async function openDataDynamo(config: LocalConfig): Promise<{ close: () => Promise<void> }> {
  const endpointFile = path.join(config.dataDir, 'dynamodb.endpoint');
  let endpoint = config.dynamoEndpoint;
  let own: DynamoLocal | undefined;
  if (!endpoint) {
    const written = existsSync(endpointFile) ? readFileSync(endpointFile, 'utf8').trim() : undefined;
    if (written && (await reachable(written))) endpoint = written;
    else {
      own = await startDynamoLocal({ dbPath: path.join(config.dataDir, 'dynamodb') });
      endpoint = own.endpoint;
    }
  }
  Object.assign(process.env, functionEnv(config, endpoint));
  const client = localClient(endpoint);
  await ensureTable(client, config.tableName);
  client.destroy();
  return { close: async () => void (await own?.stop()) };
}
