/**
 * `npm run bench:lambda`: bundles every Lambda exactly as the CDK stack does (the esbuild options come
 * from infra/lib/bundling.ts), then reports per bundle the minified size and the median module
 * initialisation time over 10 cold `node` processes, against the targets (<= 250 kB, <= 40 ms).
 *
 * `@aws-sdk/*` stays external as in the stack (the Lambda runtime provides it); here it resolves from
 * node_modules. The bundles import with the local runtime's environment (local adapters, dummy table).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SCHEDULED_JOBS } from '../../shared/src/jobs';
import { functionsInUse } from '../../shared/src/routes/route-table';
import { esbuildBuildOptions } from '../../infra/lib/bundling';
import { functionEnv, readLocalConfig } from '../local/local-config';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the repo so that bare `@aws-sdk/*` imports resolve from node_modules, as the runtime's would.
const OUT = path.join(ROOT, 'node_modules/.cache/bench-lambda');
const RUNS = 10;
const TARGET_KB = 250;
const TARGET_MS = 40;

type Row = { name: string; kb: number; ms: number; sdkMs: number; cpuMs: number };
type Sample = { ms: number; sdkMs: number; cpuMs: number };

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Bundles one entry; returns the file and the external (runtime-provided) modules it imports. */
async function bundle(name: string, entry: string): Promise<{ file: string; externals: string[] }> {
  const outfile = path.join(OUT, name, 'index.mjs');
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    ...esbuildBuildOptions(),
    logLevel: 'error',
    metafile: true,
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!;
  const externals = [...new Set(output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path))];
  return { file: outfile, externals };
}

/**
 * One cold process: time from the start of the import to the module (and its handler) being ready.
 * The runtime-provided SDK modules the bundle imports are loaded first, so their share is reported too.
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
  if (run.status !== 0) throw new Error(`${path.basename(path.dirname(file))}: import failed\n${run.stderr}`);
  return JSON.parse(run.stdout) as Sample;
}

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
    const { file, externals } = await bundle(name.replace(':', '-'), entry);
    const kb = statSync(file).size / 1024;
    const times = Array.from({ length: RUNS }, () => initOnce(file, externals, env));
    rows.push({
      name,
      kb,
      ms: median(times.map((t) => t.ms)),
      sdkMs: median(times.map((t) => t.sdkMs)),
      cpuMs: median(times.map((t) => t.cpuMs)),
    });
  }
  rmSync(dataDir, { recursive: true, force: true });

  const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
  console.log(`Lambda bundles (esbuild options of infra/lib/bundling.ts; init = median of ${RUNS} cold node processes)\n`);
  console.log(
    `${'function'.padEnd(24)} ${'size kB'.padStart(9)} ${'target'.padStart(7)}      ${'init ms'.padStart(8)} ${'target'.padStart(7)}      ${'of which @aws-sdk'.padStart(17)} ${'cpu ms'.padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(24)} ${r.kb.toFixed(1).padStart(9)} ${`<=${TARGET_KB}`.padStart(7)} ${mark(r.kb <= TARGET_KB)} ` +
        `${r.ms.toFixed(1).padStart(8)} ${`<=${TARGET_MS}`.padStart(7)} ${mark(r.ms <= TARGET_MS)} ${r.sdkMs.toFixed(1).padStart(17)} ${r.cpuMs.toFixed(1).padStart(7)}`,
    );
  }
  if (missing.length) console.log(`\nMissing entries (not bundled): ${missing.join(', ')}`);
  const over = rows.filter((r) => r.kb > TARGET_KB || r.ms > TARGET_MS);
  console.log(over.length ? `\n${over.length} of ${rows.length} over target.` : `\nAll ${rows.length} within target.`);
  console.log(
    `(load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs: wall-clock init grows with load; ` +
      'cpu ms = CPU time the import used, a load-independent guide)',
  );
  process.exitCode = over.length || missing.length ? 1 : 0;
}

await main();
