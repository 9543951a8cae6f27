import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SCHEDULED_JOBS } from '../../shared/src/jobs';
import { ensureTable, localClient } from './create-table';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { functionEnv, readLocalConfig } from './local-config';

/**
 * `npm run job -- <name>`: runs one scheduled job of shared/src/jobs.ts once, against the local data
 * folder's DynamoDB. With `npm start` running it uses that DynamoDB Local (its endpoint is written to
 * <data dir>/dynamodb.endpoint), or the one --dynamodb-endpoint / DYNAMODB_ENDPOINT names; otherwise it
 * starts DynamoDB Local on the data folder itself.
 */
const reachable = (endpoint: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(endpoint);
    const sock = net.connect(Number(port), hostname, () => {
      sock.end();
      resolve(true);
    });
    sock.on('error', () => resolve(false));
  });

async function main() {
  const name = process.argv[2];
  const job = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  const config = readLocalConfig(process.argv.slice(3));
  const endpointFile = path.join(config.dataDir, 'dynamodb.endpoint');
  // An endpoint named explicitly is used as is (no fallback to a DynamoDB Local of our own).
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
  try {
    const mod = (await import(path.resolve(import.meta.dirname, '../..', job.entry))) as {
      handler: () => Promise<unknown>;
    };
    const result = await mod.handler();
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await own?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
