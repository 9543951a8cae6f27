import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureTable, localClient } from './create-table';
import { attachedDynamo, startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { functionEnv, type LocalConfig } from './local-config';
import { createLocalHttpServer, loadHandlers } from './local-server';

export type RunningShop = { url: string; apiUrl: string; config: LocalConfig; dynamo: DynamoLocal; close: () => Promise<void> };

/**
 * Starts DynamoDB Local (or attaches to `config.dynamoEndpoint`, which it then never stops), creates and
 * seeds the table on first run, and serves the shop.
 */
export async function startLocalShop(config: LocalConfig): Promise<RunningShop> {
  mkdirSync(config.dataDir, { recursive: true });
  const dynamo = config.dynamoEndpoint
    ? attachedDynamo(config.dynamoEndpoint)
    : await startDynamoLocal({ dbPath: config.inMemory ? undefined : path.join(config.dataDir, 'dynamodb') });
  try {
    Object.assign(process.env, functionEnv(config, dynamo.endpoint));
    // `npm run job -- <name>` finds this DynamoDB Local (or the attached DynamoDB) through this file, an
    // in-memory one too (the e2e journeys run a scheduled job against their server's data: reviews.spec.ts).
    const endpointFile = path.join(config.dataDir, 'dynamodb.endpoint');
    const writesEndpointFile = true;
    writeFileSync(endpointFile, dynamo.endpoint);
    const client = localClient(dynamo.endpoint);
    try {
      await ensureTable(client, config.tableName);
    } catch (e) {
      if (!config.dynamoEndpoint) throw e;
      throw new Error(`DynamoDB at ${dynamo.endpoint} (--dynamodb-endpoint / DYNAMODB_ENDPOINT) did not answer: ${(e as Error).message}`, { cause: e });
    } finally {
      client.destroy();
    }
    const { seedCatalogue } = await import('../seed/seed-catalogue');
    const { mediaStore } = await import('../../functions/src/lib/media/media-from-env');
    await seedCatalogue(mediaStore);
    const handlers = await loadHandlers();
    const server = createLocalHttpServer(config, handlers);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    // First start: the market jobs run once in the background (the server already answers meanwhile).
    const firstInsights = import('./run-first-insights')
      .then(({ runFirstInsights }) => runFirstInsights())
      .catch((e: unknown) => {
        console.warn(`  Market insights will appear after the first scheduled run (${(e as Error).message})`);
      });
    const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
    return {
      url: `http://${host}:${config.port}${config.basePath}`,
      apiUrl: `http://${host}:${config.port}/api`,
      config,
      dynamo,
      close: async () => {
        await firstInsights;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        if (writesEndpointFile) rmSync(endpointFile, { force: true });
        await dynamo.stop();
      },
    };
  } catch (e) {
    await dynamo.stop();
    throw e;
  }
}
