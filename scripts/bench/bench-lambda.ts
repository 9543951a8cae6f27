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
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { functionsInUse, routesOf } from '@crystal/shared/routes/route-table';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { BUNDLE_ENTRY, ESBUILD_OPTIONS, esbuildBuildOptions } from '../../infra/lib/bundling';
import { deployedEnvironment } from '../../infra/lib/deployed-environment';
import { functionSettingsOf } from '../../infra/lib/images';
import { flag } from './lib/args';
import { initClosure } from './lib/init-closure';
import { initOnce, pairedMedianRatio, summarise, type Measured, type Sample } from './lib/cold-init';
import { formatTable, writeReport, type BenchReport, type Figure } from './lib/report';
import { libraryImportsOf, libraryPackages, writeLibraryFloorEntry } from './lib/lambda-library-floor';
import { sdkPackagesOf, writeSdkFloorEntry } from './lib/sdk-floor';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Inside the repo so that bare `@aws-sdk/*` imports resolve from node_modules, as the runtime's would.
const OUT = path.join(ROOT, 'node_modules/.cache/bench-lambda');
const RUNS = 15;
/** Cold init of a function over its SDK floor's. */
const TARGET_RATIO = 1.25;
const SDK = '@aws-sdk/*';
/** The SDK's own HTTP and protocol layer, shipped with it. */
const SMITHY = '@smithy/*';

/** esbuild's options for one entry in one configuration (the deployed one is infra/lib/bundling.ts's). */
type BuildFor = (entry: string, outdir: string, external: readonly string[]) => BuildOptions;
type Config = { key: string; label: string; build: BuildFor };
type Row = {
  name: string;
  sdk: string[];
  libraries: string[];
  deployed: Measured;
  floor: Measured;
  librariesFloor: Measured;
  alternative: Measured;
  /** Every file of the deployed bundle, the chunks loaded on a route's first request included. */
  totalKb: number;
  /** Median over the cold processes of (function init / the SDK floor process run right beside it). */
  pairedRatio: number;
  /** The same against the libraries floor. */
  pairedLibRatio: number;
};

/** The stack's configuration (infra/lib/bundling.ts) and the other way to ship the SDK. */
function configurations(): { deployed: Config; alternative: Config } {
  const sdkExternal = (ESBUILD_OPTIONS.external as readonly string[]).includes(SDK);
  const sdkOut = { key: 'sdk-external', label: '@aws-sdk external (the nodejs22.x runtime provides it)' };
  const sdkIn = {
    key: 'sdk-bundled',
    label: '@aws-sdk bundled in (tree-shaken, minified, mainFields module first)',
  };
  const withSdk: BuildFor = (entry, outdir, external) => {
    const options = esbuildBuildOptions(entry, outdir, external);
    return { ...options, external: (options.external ?? []).filter((e) => e !== SDK && e !== SMITHY), mainFields: ['module', 'main'] };
  };
  const withoutSdk: BuildFor = (entry, outdir, external) => esbuildBuildOptions(entry, outdir, [...external, SDK, SMITHY]);
  return sdkExternal
    ? { deployed: { ...sdkOut, build: esbuildBuildOptions }, alternative: { ...sdkIn, build: withSdk } }
    : { deployed: { ...sdkIn, build: esbuildBuildOptions }, alternative: { ...sdkOut, build: withoutSdk } };
}

type Bundle = {
  /** The entry file the cold start imports. */
  file: string;
  /** The entry and the chunks it imports statically: what the cold start reads. */
  initFiles: string[];
  /** External modules the cold start imports (the runtime SDK, sharp), not the built-ins. */
  externals: string[];
  /** Inputs with code in the init files, and the bytes of each. */
  bundled: Record<string, { bytesInOutput: number }>;
  metafile: Metafile;
  /** Every file written, chunks loaded on first use included. */
  totalKb: number;
};

/** Bundles one entry as the configuration does (code split); returns what its cold start loads. */
async function bundle(config: Config, name: string, entry: string, external: readonly string[] = []): Promise<Bundle> {
  const outdir = path.join(OUT, config.key, name);
  const result = await build({ ...config.build(path.resolve(ROOT, entry), outdir, external), metafile: true });
  const entryOutput = path.relative(process.cwd(), path.join(outdir, BUNDLE_ENTRY));
  // Static imports only: a module the code loads with `import()` on first use (a route module, SES, S3,
  // Polly) is not part of module initialisation.
  const closure = initClosure(result.metafile, entryOutput);
  const outputs = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.mjs'));
  return {
    file: path.resolve(entryOutput),
    initFiles: closure.files.map((f) => path.resolve(f)),
    externals: closure.externals,
    bundled: closure.bundled,
    metafile: result.metafile,
    totalKb: outputs.reduce((sum, [, o]) => sum + o.bytes, 0) / 1024,
  };
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  /** The stack's environment for this function (deployed adapters: Bedrock, SES, S3, Stripe). */
  const envOf = (name: string): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...deployedEnvironment(name.replace('job:', '')),
    // Node 20 here: the SDK warns on its first client that it will need Node 22 (an emitWarning and a
    // stderr write, about 1.3 ms, in the functions only, as the floors build no client). The deployed
    // nodejs22.x runtime never warns; CI sets the same flag.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // No NODE_OPTIONS, as the stack sets none: stacks are source-mapped when written (functions/src/lib/stack).
  });

  const { deployed, alternative } = configurations();

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
    const dir = name.replace(':', '-');
    // The stack's own extra externals for this function (sharp for the image function), as deployed.
    const extra = functionSettingsOf(name).bundling?.external ?? [];
    const a = await bundle(deployed, dir, entry, extra);
    const b = await bundle(alternative, dir, entry, extra);
    const sdk = sdkPackagesOf(a.externals, Object.keys(a.bundled));
    // The route modules a function loads on first use: loaded after the init, for the deferred figure.
    const routes = name.startsWith('job:') ? [] : routesOf(name as FunctionName).map((r) => r.id);
    const floorDir = path.join(OUT, 'floor-entries', dir);
    const f = await bundle(deployed, `${dir}-sdk-floor`, writeSdkFloorEntry(floorDir, sdk), extra);
    const libraries = libraryImportsOf(a.metafile, ROOT, a.bundled);
    const l = await bundle(deployed, `${dir}-libraries-floor`, writeLibraryFloorEntry(floorDir, sdk, libraries), extra);
    const env = envOf(name);
    const samples: Record<'a' | 'b' | 'f' | 'l', Sample[]> = { a: [], b: [], f: [], l: [] };
    for (let i = 0; i < RUNS; i++) {
      samples.a.push(initOnce(a.file, a.externals, env, routes));
      samples.f.push(initOnce(f.file, f.externals, env));
      samples.l.push(initOnce(l.file, l.externals, env));
      samples.b.push(initOnce(b.file, b.externals, env));
    }
    const row: Row = {
      name,
      sdk,
      libraries: libraryPackages(libraries),
      deployed: summarise(a.initFiles, samples.a),
      totalKb: a.totalKb,
      floor: summarise(f.initFiles, samples.f),
      librariesFloor: summarise(l.initFiles, samples.l),
      alternative: summarise(b.initFiles, samples.b),
      pairedRatio: pairedMedianRatio(samples.a, samples.f),
      pairedLibRatio: pairedMedianRatio(samples.a, samples.l),
    };
    console.log(`  ${name}: ${row.deployed.kb.toFixed(1)} kB, init ${row.deployed.ms.toFixed(1)} ms (+${row.deployed.routesMs.toFixed(1)} ms to load every route module); SDK floor (${sdk.join(', ') || 'none'}) ${row.floor.kb.toFixed(1)} kB, ${row.floor.ms.toFixed(1)} ms; libraries floor (+ ${row.libraries.join(', ') || 'none'}) ${row.librariesFloor.kb.toFixed(1)} kB, ${row.librariesFloor.ms.toFixed(1)} ms`);
    rows.push(row);
  }

  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const altShort = alternative.key === 'sdk-bundled' ? '@aws-sdk bundled' : '@aws-sdk external';
  const ratio = (r: Row) => r.pairedRatio;
  const libRatio = (r: Row) => r.pairedLibRatio;
  const figures: Figure[] = rows.flatMap((r) => [
    {
      name: `${r.name} init (median; SDK floor ${r.floor.ms.toFixed(1)} ms)`,
      value: `${r.deployed.ms.toFixed(1)} ms (${ratio(r).toFixed(2)}x floor)`,
      target: `<= ${TARGET_RATIO}x SDK floor`,
      pass: ratio(r) <= TARGET_RATIO,
    },
    {
      name: `${r.name} init beside its libraries floor (${r.librariesFloor.ms.toFixed(1)} ms, ${r.librariesFloor.kb.toFixed(1)} kB)`,
      value: `${libRatio(r).toFixed(2)}x; libraries +${(r.librariesFloor.ms - r.floor.ms).toFixed(1)} ms, own code +${(r.deployed.ms - r.librariesFloor.ms).toFixed(1)} ms`,
      target: 'info',
    },
    {
      name: `${r.name} bundle read at init (minified; SDK floor ${r.floor.kb.toFixed(1)} kB)`,
      value: `${r.deployed.kb.toFixed(1)} kB (+${(r.deployed.kb - r.floor.kb).toFixed(1)} kB above floor; ${r.totalKb.toFixed(1)} kB with the chunks loaded on first use)`,
      target: 'info',
    },
    // Only a function whose route modules are chunks loads anything after the init.
    ...(r.totalKb > r.deployed.kb + 0.05
      ? [
          {
            name: `${r.name} route modules, loaded on their routes' first requests (after init, not in it)`,
            value: `+${r.deployed.routesMs.toFixed(1)} ms for all of them (init and all: ${(r.deployed.ms + r.deployed.routesMs).toFixed(1)} ms)`,
            target: 'info',
          },
        ]
      : []),
    {
      name: `${r.name} with ${altShort} (not deployed)`,
      value: `${r.alternative.kb.toFixed(1)} kB, init ${r.alternative.ms.toFixed(1)} ms`,
      target: 'info',
    },
  ]);
  for (const m of missing) figures.push({ name: `bundle ${m}`, value: 'entry file missing', target: 'bundled', pass: false });
  const over = rows.filter((r) => ratio(r) > TARGET_RATIO);
  const notes = [
    `Init = median of ${RUNS} cold node processes; function, SDK floor, libraries floor and the compared configuration alternate. The ratio is paired: the median over the ${RUNS} rounds of (function / the floor process started right beside it), so drift in the machine's load cancels within each pair.`,
    'SDK floor = an entry importing the same SDK packages as the function does at init (listed per function in the JSON; an SDK only a route module imports loads with that module) and nothing else, bundled with the deployed options.',
    "Init = the entry and the chunks it imports statically (code split, infra/lib/bundling.ts). A route module loads on its route's first request: the 'route modules' figure is the time to load every one of them after the init, which a container pays once per route it serves.",
    "Libraries floor (info) = the SDK floor plus the third-party libraries in the function's bundle, imported with the bindings its code imports and nothing called; libraries = libraries floor - SDK floor, own code = init - libraries floor.",
    `Deployed (infra/lib/bundling.ts): ${deployed.label}. Compared, not deployed: ${alternative.label}.`,
    `Load average ${load} on ${os.cpus().length} CPUs: wall-clock init grows with load; the ratio to the floor measured alongside does not.`,
  ];
  console.log(`\n${formatTable(figures, 'Lambda (cold init and bundle size beside the SDK floor)')}\n${notes.join('\n')}`);
  console.log(over.length ? `\n${over.length} of ${rows.length} over ${TARGET_RATIO}x their SDK floor.` : `\nAll ${rows.length} within ${TARGET_RATIO}x their SDK floor.`);
  const report: BenchReport & { configurations: object; functions: object[] } = {
    bench: 'lambda',
    measuredAt: new Date().toISOString(),
    figures,
    notes,
    configurations: { deployed: deployed.key, alternative: alternative.key },
    functions: rows.map((r) => ({
      name: r.name,
      sdk: r.sdk,
      libraries: r.libraries,
      [deployed.key]: r.deployed,
      sdkFloor: r.floor,
      librariesFloor: r.librariesFloor,
      [alternative.key]: r.alternative,
    })),
  };
  console.log(`\nReport: ${path.relative(ROOT, writeReport(report))}`);
  process.exitCode = over.length || missing.length ? 1 : 0;
}

await main();
