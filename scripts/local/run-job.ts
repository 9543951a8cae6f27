import path from 'node:path';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { readLocalConfig } from './local-config';
import { openDataDynamo } from './open-data-dynamo';

/**
 * `npm run job -- <name> [--as-of <ISO time>]`: runs one scheduled job of shared/src/jobs.ts once, against the local data
 * folder's DynamoDB (see openDataDynamo: the one `npm start` runs, a named endpoint, or its own).
 */
async function main() {
  const name = process.argv[2];
  const job = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!job) {
    console.error(`Usage: npm run job -- <name>\nJobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  // `--as-of <ISO time>`: the job runs as if it were that time (a job that reads the clock takes it).
  const args = process.argv.slice(3);
  const at = args.indexOf('--as-of');
  const asOf = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!asOf || Number.isNaN(Date.parse(asOf)))) {
    console.error('--as-of takes an ISO time, e.g. 2026-05-01T12:00:00Z');
    process.exit(2);
  }
  if (at >= 0) args.splice(at, 2);
  const dynamo = await openDataDynamo(readLocalConfig(args));
  try {
    const mod = (await import(path.resolve(import.meta.dirname, '../..', job.entry))) as {
      handler: (event?: { asOf?: string }) => Promise<unknown>;
    };
    const result = await mod.handler(asOf ? { asOf: new Date(asOf).toISOString() } : undefined);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await dynamo.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
