import path from 'node:path';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { readLocalConfig } from './local-config';
import { openDataDynamo } from './open-data-dynamo';

/**
 * `npm run job -- <name> [--as-of <ISO time>]`: runs one scheduled job of shared/src/jobs.ts once, against
 * the local data folder's DynamoDB (see openDataDynamo: the one `npm start` runs, a named endpoint, or its
 * own). `--as-of` hands the job `{ asOf }`, and a job that reads it runs as if it were that time.
 */
async function main() {
  const name = process.argv[2];
  const job = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  const at = process.argv.indexOf('--as-of');
  const asOf = at >= 0 ? process.argv[at + 1] : undefined;
  if (at >= 0 && (!asOf || Number.isNaN(Date.parse(asOf)))) {
    console.error('--as-of needs an ISO time, e.g. 2026-11-29T12:00:00Z');
    process.exit(2);
  }
  const dynamo = await openDataDynamo(readLocalConfig(process.argv.slice(3).filter((_, i, all) => all[i] !== '--as-of' && all[i - 1] !== '--as-of')));
  try {
    const mod = (await import(path.resolve(import.meta.dirname, '../..', job.entry))) as {
      handler: (event?: { asOf?: string }) => Promise<unknown>;
    };
    const result = await mod.handler(asOf ? { asOf } : {});
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await dynamo.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
