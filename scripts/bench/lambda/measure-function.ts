import path from 'node:path';
import { routesOf } from '@crystal/shared/routes/route-table';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { deployedEnvironment } from '../../../infra/lib/deployed-environment';
import { functionSettingsOf } from '../../../infra/lib/images';
import { numberFlag } from '../lib/args';
import { initOnce, pairedMedianRatio, summarise, type Measured, type Sample } from '../lib/cold-init';
import { libraryImportsOf, libraryPackages, writeLibraryFloorEntry } from '../lib/lambda-library-floor';
import { sdkPackagesOf, writeSdkFloorEntry } from '../lib/sdk-floor';
import { bundleEntry, OUT, ROOT } from './bundle-entry';
import type { Config } from './configurations';

/** Cold rounds per function; `--runs N` for more where the machine is noisy. */
export const RUNS = numberFlag('runs', 15);

export type Row = {
  name: string;
  sdk: string[];
  libraries: string[];
  deployed: Measured;
  floor: Measured;
  librariesFloor: Measured;
  /** The compared configuration (not deployed); undefined under `--no-alternative`. */
  alternative?: Measured;
  /** Every file of the deployed bundle, the chunks loaded on a route's first request included. */
  totalKb: number;
  /** Median over the cold processes of (function init / the SDK floor process run right beside it). */
  pairedRatio: number;
  /** The same over the CPU time each process used (info: on a shared, loaded machine, wall time includes waiting for a core). */
  pairedCpuRatio: number;
  /** The same against the libraries floor. */
  pairedLibRatio: number;
};

/** The stack's environment for this function (deployed adapters: Bedrock, SES, S3, Stripe). */
function environmentOf(name: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...deployedEnvironment(name.replace('job:', '')),
    // Should the bench run on Node 20 (its node is npm's, the lock's Node 22 on Linux x64), the SDK warns on
    // its first client that it will need Node 22 (an emitWarning and a stderr write, about 1.3 ms, in the
    // functions only, as the floors build no client). The deployed nodejs22.x runtime never warns.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // No NODE_OPTIONS, as the stack sets none: stacks are source-mapped when written (functions/src/lib/stack).
  };
}

/**
 * Bundles one function (or job) in both configurations, with its SDK floor and libraries floor, and runs
 * the four side by side in RUNS rounds of cold processes (three under `--no-alternative`).
 */
export async function measureFunction(name: string, entry: string, { deployed, alternative }: { deployed: Config; alternative?: Config }): Promise<Row> {
  const dir = name.replace(':', '-');
  // The stack's own extra externals for this function (sharp for the image function), as deployed.
  const extra = functionSettingsOf(name).bundling?.external ?? [];
  const a = await bundleEntry(deployed, dir, entry, extra);
  const b = alternative && (await bundleEntry(alternative, dir, entry, extra));
  const sdk = sdkPackagesOf(a.externals, Object.keys(a.bundled));
  // The route modules a function loads on first use: loaded after the init, for the deferred figure.
  const routes = name.startsWith('job:') ? [] : routesOf(name as FunctionName).map((r) => r.id);
  const floorDir = path.join(OUT, 'floor-entries', dir);
  const f = await bundleEntry(deployed, `${dir}-sdk-floor`, writeSdkFloorEntry(floorDir, sdk), extra);
  const libraries = libraryImportsOf(a.metafile, ROOT, a.bundled);
  const l = await bundleEntry(deployed, `${dir}-libraries-floor`, writeLibraryFloorEntry(floorDir, sdk, libraries), extra);
  const env = environmentOf(name);
  const samples: Record<'a' | 'b' | 'f' | 'l', Sample[]> = { a: [], b: [], f: [], l: [] };
  for (let i = 0; i < RUNS; i++) {
    samples.a.push(initOnce(a.file, a.externals, env, routes));
    samples.f.push(initOnce(f.file, f.externals, env));
    samples.l.push(initOnce(l.file, l.externals, env));
    if (b) samples.b.push(initOnce(b.file, b.externals, env));
  }
  return {
    name,
    sdk,
    libraries: libraryPackages(libraries),
    deployed: summarise(a.initFiles, samples.a),
    totalKb: a.totalKb,
    floor: summarise(f.initFiles, samples.f),
    librariesFloor: summarise(l.initFiles, samples.l),
    alternative: b && summarise(b.initFiles, samples.b),
    pairedRatio: pairedMedianRatio(samples.a, samples.f),
    pairedCpuRatio: pairedMedianRatio(samples.a, samples.f, 'cpuMs'),
    pairedLibRatio: pairedMedianRatio(samples.a, samples.l),
  };
}
