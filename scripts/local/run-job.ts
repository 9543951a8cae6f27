import path from 'node:path';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { readLocalConfig } from './local-config';
import { openDataDynamo } from './open-data-dynamo';

/**
 * `npm run job -- <name>`: runs one scheduled job of shared/src/jobs.ts once, against the local data
 * folder's DynamoDB (see openDataDynamo: the one `npm start` runs, a named endpoint, or its own).
 */
async function main() {
  const name = process.argv[2];
  const job = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  const dynamo = await openDataDynamo(readLocalConfig(process.argv.slice(3)));
  try {
    const mod = (await import(path.resolve(import.meta.dirname, '../..', job.entry))) as {
      handler: () => Promise<unknown>;
    };
    const result = await mod.handler();
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await dynamo.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
