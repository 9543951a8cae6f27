/**
 * `npm run bench:lambda`: bundles every Lambda exactly as the CDK stack does (the esbuild options come
 * from infra/lib/bundling.ts), then reports per bundle the minified size and the median module
 * initialisation time over 10 cold `node` processes, against the targets (<= 250 kB, <= 40 ms).
 *
 * Beside it, in the same run, the other way to ship the AWS SDK v3, for comparison only (never deployed
 * from here): if the stack keeps `@aws-sdk/*` external (the nodejs22.x runtime provides it), the same
 * bundles with the SDK bundled in (tree-shaken, minified, `module` main field first), and the reverse
 * if the stack ever bundles it. The two configurations' cold processes alternate, so load drift hits
 * both alike. Targets and the exit code apply to the deployed configuration only.
 *
 * External `@aws-sdk/*` imports resolve from node_modules here, as the runtime's would on Lambda. The
 * bundles import with the local runtime's environment (local adapters, dummy table).
 * Writes .reports/bench-lambda.json (figures for `npm run bench`; see lib/lambda-figures.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { functionsInUse } from '@crystal/shared/routes/route-table';
import { esbuildBuildOptions } from '../../infra/lib/bundling';
import { functionEnv, readLocalConfig } from '../local/local-config';
import { writeReport, type BenchReport, type Figure } from './lib/report';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the repo so that bare `@aws-sdk/*` imports resolve from node_modules, as the runtime's would.
const OUT = path.join(ROOT, 'node_modules/.cache/bench-lambda');
const RUNS = 10;
const TARGET_KB = 250;
const TARGET_MS = 40;
const SDK = '@aws-sdk/*';

type Config = { key: string; label: string; options: BuildOptions };
type Sample = { ms: number; sdkMs: number; cpuMs: number };
type Measured = { kb: number; ms: number; sdkMs: number; cpuMs: number };
type Row = { name: string; deployed: Measured; alternative: Measured };

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The stack's configuration (infra/lib/bundling.ts) and the other way to ship the SDK. */
function configurations(): { deployed: Config; alternative: Config } {
  const options = esbuildBuildOptions();
  const external = options.external ?? [];
  const sdkExternal = external.includes(SDK);
  const sdkOut = { key: 'sdk-external', label: '@aws-sdk external (the nodejs22.x runtime provides it)' };
  const sdkIn = {
    key: 'sdk-bundled',
    label: '@aws-sdk bundled in (tree-shaken, minified, mainFields module first)',
  };
  return sdkExternal
    ? {
        deployed: { ...sdkOut, options },
        alternative: {
          ...sdkIn,
          options: {
            ...options,
            external: external.filter((e) => e !== SDK),
            mainFields: ['module', 'main'],
          },
        },
      }
    : {
        deployed: { ...sdkIn, options },
        alternative: { ...sdkOut, options: { ...options, external: [...external, SDK] } },
      };
}

/** Bundles one entry; returns the file and the external modules it imports (runtime SDK, bare built-ins). */
async function bundle(
  config: Config,
  name: string,
  entry: string,
): Promise<{ file: string; externals: string[] }> {
  const outfile = path.join(OUT, config.key, name, 'index.mjs');
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    ...config.options,
    logLevel: 'error',
    metafile: true,
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!;
  // Static imports only: an external that the code loads with `import()` on first use (SES, S3, Polly)
  // is not part of module initialisation.
  const externals = [
    ...new Set(
      output.imports
        .filter((i) => i.external && i.kind !== 'dynamic-import' && !i.path.startsWith('node:'))
        .map((i) => i.path),
    ),
  ];
  return { file: outfile, externals };
}

/**
 * One cold process: time from the start of the import to the module (and its handler) being ready.
 * The external modules the bundle imports (the runtime-provided SDK) are loaded first, so their share
 * is reported too.
 */
function initOnce(file: string, externals: string[], env: NodeJS.ProcessEnv): Sample {
  const script = [
    'const c0 = process.cpuUsage();',
    'const t0 = performance.now();',
    ...externals.map((m) => `await import(${JSON.stringify(m)});`),
    'const t1 = performance.now();',
    `const m = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const t2 = performance.now();',
    'const c = process.cpuUsage(c0);',
    "if (typeof m.handler !== 'function') throw new Error('no handler export');",
    'process.stdout.write(JSON.stringify({ ms: t2 - t0, sdkMs: t1 - t0, cpuMs: (c.user + c.system) / 1000 }));',
  ].join('\n');
  // cwd: the bundle's folder, inside the repo, so bare imports resolve from the repo's node_modules.
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env,
    encoding: 'utf8',
    cwd: path.dirname(file),
  });
  if (run.status !== 0) throw new Error(`${file}: import failed\n${run.stderr}`);
  return JSON.parse(run.stdout) as Sample;
}

const summarise = (file: string, samples: Sample[]): Measured => ({
  kb: statSync(file).size / 1024,
  ms: median(samples.map((t) => t.ms)),
  sdkMs: median(samples.map((t) => t.sdkMs)),
  cpuMs: median(samples.map((t) => t.cpuMs)),
});

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lambda-'));
  const config = { ...readLocalConfig([], {}), dataDir, tableName: 'bench-lambda' };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...functionEnv(config, 'http://127.0.0.1:1'),
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    NODE_OPTIONS: '--enable-source-maps',
  };
  const { deployed, alternative } = configurations();

  const entries = [
    ...functionsInUse().map((fn) => ({ name: fn, entry: `functions/src/${fn}/handler.ts` })),
    ...SCHEDULED_JOBS.map((job) => ({ name: `job:${job.name}`, entry: job.entry })),
  ];
  const rows: Row[] = [];
  const missing: string[] = [];
  for (const { name, entry } of entries) {
    if (!existsSync(path.join(ROOT, entry))) {
      missing.push(`${name} (${entry})`);
      continue;
    }
    const a = await bundle(deployed, name.replace(':', '-'), entry);
    const b = await bundle(alternative, name.replace(':', '-'), entry);
    const samplesA: Sample[] = [];
    const samplesB: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      samplesA.push(initOnce(a.file, a.externals, env));
      samplesB.push(initOnce(b.file, b.externals, env));
    }
    rows.push({ name, deployed: summarise(a.file, samplesA), alternative: summarise(b.file, samplesB) });
  }
  rmSync(dataDir, { recursive: true, force: true });

  const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const altShort = alternative.key === 'sdk-bundled' ? '@aws-sdk bundled' : '@aws-sdk external';
  console.log(
    `Lambda bundles: size, and init = median of ${RUNS} cold node processes (the two configurations alternate)`,
  );
  console.log(`Deployed (infra/lib/bundling.ts): ${deployed.label}`);
  console.log(`Compared, not deployed:           ${alternative.label}\n`);
  const deployedWidth = 24 + 10 + 8 + 5 + 9 + 8 + 5 + 18 + 8;
  console.log(
    `${`-- deployed: ${deployed.key} `.padEnd(deployedWidth, '-')}   -- ${alternative.key} (not deployed) ${'-'.repeat(20)}`,
  );
  console.log(
    `${'function'.padEnd(24)} ${'size kB'.padStart(9)} ${'target'.padStart(7)}      ${'init ms'.padStart(8)} ${'target'.padStart(7)}      ${'of which @aws-sdk'.padStart(17)} ${'cpu ms'.padStart(7)}` +
      `   ${'size kB'.padStart(9)}      ${'init ms'.padStart(8)}      ${'vs deployed'.padStart(11)} ${'cpu ms'.padStart(7)}`,
  );
  for (const { name, deployed: d, alternative: x } of rows) {
    const delta = x.ms - d.ms;
    console.log(
      `${name.padEnd(24)} ${d.kb.toFixed(1).padStart(9)} ${`<=${TARGET_KB}`.padStart(7)} ${mark(d.kb <= TARGET_KB)} ` +
        `${d.ms.toFixed(1).padStart(8)} ${`<=${TARGET_MS}`.padStart(7)} ${mark(d.ms <= TARGET_MS)} ${d.sdkMs.toFixed(1).padStart(17)} ${d.cpuMs.toFixed(1).padStart(7)}` +
        `   ${x.kb.toFixed(1).padStart(9)} ${mark(x.kb <= TARGET_KB)} ${x.ms.toFixed(1).padStart(8)} ${mark(x.ms <= TARGET_MS)} ` +
        `${`${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`.padStart(11)} ${x.cpuMs.toFixed(1).padStart(7)}`,
    );
  }
  if (missing.length) console.log(`\nMissing entries (not bundled): ${missing.join(', ')}`);
  const over = rows.filter((r) => r.deployed.kb > TARGET_KB || r.deployed.ms > TARGET_MS);
  const altOverKb = rows.filter((r) => r.alternative.kb > TARGET_KB).length;
  const altOverMs = rows.filter((r) => r.alternative.ms > TARGET_MS).length;
  const sumMs = (pick: (r: Row) => number) => median(rows.map(pick));
  const comparison =
    `${altShort}: median init over all bundles ${sumMs((r) => r.alternative.ms).toFixed(1)} ms vs ${sumMs((r) => r.deployed.ms).toFixed(1)} ms deployed; ` +
    `${altOverKb} of ${rows.length} over ${TARGET_KB} kB, ${altOverMs} of ${rows.length} over ${TARGET_MS} ms (information only: the stack is not switched from here).`;
  console.log(
    over.length
      ? `\n${over.length} of ${rows.length} over target (deployed configuration).`
      : `\nAll ${rows.length} within target (deployed configuration).`,
  );
  console.log(comparison);
  console.log(
    `(load average ${load} on ${os.cpus().length} CPUs: wall-clock init grows with load; ` +
      'cpu ms = CPU time the import used, a load-independent guide)',
  );

  const figures: Figure[] = rows.flatMap(({ name, deployed: d, alternative: x }) => [
    {
      name: `${name} bundle (minified)`,
      value: `${d.kb.toFixed(1)} kB`,
      target: `<= ${TARGET_KB} kB`,
      pass: d.kb <= TARGET_KB,
    },
    {
      name: `${name} init (median)`,
      value: `${d.ms.toFixed(1)} ms`,
      target: `<= ${TARGET_MS} ms`,
      pass: d.ms <= TARGET_MS,
    },
    {
      name: `${name} with ${altShort} (not deployed)`,
      value: `${x.kb.toFixed(1)} kB, init ${x.ms.toFixed(1)} ms`,
      target: 'information only',
    },
  ]);
  for (const m of missing)
    figures.push({ name: `bundle ${m}`, value: 'entry file missing', target: 'bundled', pass: false });
  const report: BenchReport & { configurations: object; functions: object[] } = {
    bench: 'lambda',
    measuredAt: new Date().toISOString(),
    figures,
    notes: [
      `Deployed (infra/lib/bundling.ts): ${deployed.label}.`,
      `Compared, not deployed: ${alternative.label}.`,
      comparison,
      `Load average ${load} on ${os.cpus().length} CPUs.`,
    ],
    configurations: { deployed: deployed.key, alternative: alternative.key },
    functions: rows.map((r) => ({
      name: r.name,
      [deployed.key]: r.deployed,
      [alternative.key]: r.alternative,
    })),
  };
  console.log(`\nReport: ${path.relative(ROOT, writeReport(report))}`);
  process.exitCode = over.length || missing.length ? 1 : 0;
}

await main();
