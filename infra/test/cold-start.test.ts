import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { functionsInUse, routesOf } from '@crystal/shared/routes/route-table';
import { BUNDLE_ENTRY, esbuildBuildOptions } from '../lib/bundling';
import { functionSettingsOf } from '../lib/images';
import { deployedEnvironment } from '../lib/deployed-environment';
import { REPO_ROOT } from '../lib/shop-function';

// Inside the repo so that `@aws-sdk/*` (external, as in Lambda) resolves from node_modules.
const OUT = path.join(REPO_ROOT, 'node_modules/.cache/infra-cold-start');
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('cold start with the stack environment', () => {
  it('every Lambda bundle (API functions and jobs) loads, with every route module, in the production environment', async () => {
    mkdirSync(OUT, { recursive: true });
    const entries = [
      ...functionsInUse().map((fn) => ({ name: fn, entry: `functions/src/${fn}/handler.ts`, routes: routesOf(fn).map((r) => r.id) })),
      ...SCHEDULED_JOBS.map((job) => ({ name: `job-${job.name}`, entry: job.entry, routes: [] as string[] })),
    ];
    const files = await Promise.all(
      entries.map(async ({ name, entry, routes }) => {
        const outdir = path.join(OUT, name);
        await build(esbuildBuildOptions(path.join(REPO_ROOT, entry), outdir, functionSettingsOf(name).bundling?.external));
        const outfile = path.join(outdir, BUNDLE_ENTRY);
        return { name, url: pathToFileURL(outfile).href, routes };
      }),
    );
    // The functions read their settings at module load (readEnv), as at a Lambda cold start, and each
    // route module when it first loads: every one is loaded here, as its route's first request would.
    const script = `
      const results = {};
      for (const { name, url, routes } of ${JSON.stringify(files)}) {
        try {
          const { handler } = await import(url);
          results[name] = typeof handler;
          for (const id of routes) {
            const route = await handler.routeHandler(id);
            if (typeof route.run !== 'function') results[name] = id + ' has no handler';
          }
        } catch (e) { results[name] = String(e && e.message || e); }
      }
      process.stdout.write(JSON.stringify(results));`;
    // One process imports every bundle, so one environment stands for all of them.
    const env = {
      PATH: process.env.PATH,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...deployedEnvironment('cold-start'),
      POWERTOOLS_LOG_LEVEL: 'ERROR',
    };
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', cwd: OUT });
    expect(run.status, run.stderr).toBe(0);
    const results = JSON.parse(run.stdout) as Record<string, string>;
    expect(results).toEqual(Object.fromEntries(entries.map(({ name }) => [name, 'function'])));
  }, 120_000);
});
