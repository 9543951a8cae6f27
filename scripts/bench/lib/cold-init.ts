import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './report';

/**
 * One cold process's times: the whole import, the external SDK's share, CPU used, and then the loading
 * of every route module the handler loads on a route's first request (0 when it loads none).
 */
export type Sample = { ms: number; sdkMs: number; cpuMs: number; routesMs: number };
/** A bundle's size (what the cold start reads) and its medians over cold processes. */
export type Measured = { kb: number; ms: number; sdkMs: number; cpuMs: number; routesMs: number };

/**
 * One cold process: time from the start of the import to the module (and its handler) being ready.
 * The external modules the bundle imports (the runtime-provided SDK) are loaded first, so their share
 * is reported too.
 */
export function initOnce(file: string, externals: string[], env: NodeJS.ProcessEnv, routes: readonly string[] = []): Sample {
  const script = [
    'const c0 = process.cpuUsage();',
    'const t0 = performance.now();',
    ...externals.map((m) => `await import(${JSON.stringify(m)});`),
    'const t1 = performance.now();',
    `const m = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'const t2 = performance.now();',
    'const c = process.cpuUsage(c0);',
    "if (typeof m.handler !== 'function') throw new Error('no handler export');",
    `for (const id of ${JSON.stringify(routes)}) await m.handler.routeHandler(id);`,
    'const t3 = performance.now();',
    'process.stdout.write(JSON.stringify({ ms: t2 - t0, sdkMs: t1 - t0, cpuMs: (c.user + c.system) / 1000, routesMs: t3 - t2 }));',
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

export const summarise = (files: string[], samples: Sample[]): Measured => ({
  kb: files.reduce((sum, f) => sum + statSync(f).size, 0) / 1024,
  ms: median(samples.map((t) => t.ms)),
  sdkMs: median(samples.map((t) => t.sdkMs)),
  cpuMs: median(samples.map((t) => t.cpuMs)),
  routesMs: median(samples.map((t) => t.routesMs)),
});

/**
 * Median over rounds of `a[i].ms / b[i].ms`, each pair measured back to back: a slow stretch of the
 * machine slows both processes of a pair, so it cancels in the ratio instead of landing on one side.
 * `of: 'cpuMs'` pairs the CPU time the processes used instead, which waiting for a busy core does not add to.
 */
export function pairedMedianRatio(a: Sample[], b: Sample[], of: 'ms' | 'cpuMs' = 'ms'): number {
  if (a.length === 0 || a.length !== b.length) throw new Error('pairedMedianRatio needs equal, non-empty rounds');
  return median(a.map((s, i) => s[of] / b[i]![of]));
}
