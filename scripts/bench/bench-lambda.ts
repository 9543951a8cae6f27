/**
 * `npm run bench:lambda`: bundles every Lambda exactly as the CDK stack does (the esbuild options come
 * from infra/lib/bundling.ts) and reports per bundle the minified size and the median module
 * initialisation time over 15 cold `node` processes, each beside its SDK floor built and measured in
 * the same run: an entry that imports the same SDK packages (the runtime's `@aws-sdk/*` clients,
 * Stripe) and does nothing else. Target: init <= 1.25x the floor. Bundle sizes stand beside the floor's.
 *
 * Beside it, for information: the function's libraries floor (lib/lambda-library-floor.ts), the SDK floor
 * plus the third-party libraries its bundle contains, imported as its code imports them and doing nothing
 * else, so the init splits into what the SDKs, the libraries and the shop's own code cost.
 *
 * Also for comparison only (never deployed from here): the other way to ship the AWS SDK v3 (if
 * the stack keeps `@aws-sdk/*` external, the same bundles with the SDK bundled in, and the reverse).
 * The configurations' cold processes alternate, so load drift hits all alike.
 *
 * External `@aws-sdk/*` imports resolve from node_modules here, as the runtime's would on Lambda. The
 * bundles import with the stack's own environment (infra/lib/deployed-environment.ts: Bedrock, SES, S3 and
 * Stripe, as deployed), so init is measured on the path a deployed function takes, not the local adapters'.
 * Writes .reports/bench-lambda.json (figures for `npm run bench`; see lib/lambda-figures.ts).
 * `--only catalog,job:market-research` measures just those (a partial report, for working on one).
 * `--runs N` sets the cold rounds per function (15 by default; more where the machine is noisy), and
 * `--no-alternative` skips the compared configuration, a quarter of the processes, when only the target matters.
 *
 * lambda/: the two configurations, bundling an entry, measuring one function beside its floors, and the
 * report's figures and notes.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { functionsInUse } from '@crystal/shared/routes/route-table';
import { OUT, ROOT } from './lambda/bundle-entry';
import { configurations } from './lambda/configurations';
import { lambdaFigures, lambdaNotes, TARGET_RATIO } from './lambda/lambda-report';
import { measureFunction, type Row } from './lambda/measure-function';
import { flag } from './lib/args';
import { formatTable, writeReport, type BenchReport } from './lib/report';

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const configs = configurations();
  const { deployed } = configs;
  const alternative = process.argv.includes('--no-alternative') ? undefined : configs.alternative;

  const only = flag('only')?.split(',');
  const entries = [
    ...functionsInUse().map((fn) => ({ name: fn, entry: `functions/src/${fn}/handler.ts` })),
    ...SCHEDULED_JOBS.map((job) => ({ name: `job:${job.name}`, entry: job.entry })),
  ].filter((e) => !only || only.includes(e.name));
  const rows: Row[] = [];
  const missing: string[] = [];
  for (const { name, entry } of entries) {
    if (!existsSync(path.join(ROOT, entry))) {
      missing.push(`${name} (${entry})`);
      continue;
    }
    const row = await measureFunction(name, entry, { deployed, alternative });
    console.log(`  ${name}: ${row.deployed.kb.toFixed(1)} kB, init ${row.deployed.ms.toFixed(1)} ms (+${row.deployed.routesMs.toFixed(1)} ms to load every route module); SDK floor (${row.sdk.join(', ') || 'none'}) ${row.floor.kb.toFixed(1)} kB, ${row.floor.ms.toFixed(1)} ms, paired ratio ${row.pairedRatio.toFixed(2)}x (CPU time ${row.pairedCpuRatio.toFixed(2)}x); libraries floor (+ ${row.libraries.join(', ') || 'none'}) ${row.librariesFloor.kb.toFixed(1)} kB, ${row.librariesFloor.ms.toFixed(1)} ms`);
    rows.push(row);
  }

  const figures = lambdaFigures(rows, missing, configs.alternative);
  const notes = lambdaNotes(deployed, alternative);
  const over = rows.filter((r) => r.pairedRatio > TARGET_RATIO);
  console.log(`\n${formatTable(figures, 'Lambda (cold init and bundle size beside the SDK floor)')}\n${notes.join('\n')}`);
  console.log(over.length ? `\n${over.length} of ${rows.length} over ${TARGET_RATIO}x their SDK floor.` : `\nAll ${rows.length} within ${TARGET_RATIO}x their SDK floor.`);
  const report: BenchReport & { configurations: object; functions: object[] } = {
    bench: 'lambda',
    measuredAt: new Date().toISOString(),
    figures,
    notes,
    configurations: { deployed: deployed.key, ...(alternative ? { alternative: alternative.key } : {}) },
    functions: rows.map((r) => ({
      name: r.name,
      sdk: r.sdk,
      libraries: r.libraries,
      [deployed.key]: r.deployed,
      sdkFloor: r.floor,
      librariesFloor: r.librariesFloor,
      ...(alternative && r.alternative ? { [alternative.key]: r.alternative } : {}),
    })),
  };
  console.log(`\nReport: ${path.relative(ROOT, writeReport(report))}`);
  process.exitCode = over.length || missing.length ? 1 : 0;
}

await main();
