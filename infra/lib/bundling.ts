import { execSync } from 'node:child_process';
import { buildSync, type BuildOptions, type BuildResult } from 'esbuild';

/**
 * How every Lambda is bundled, shared by the stack (shop-function.ts), `npm run bench:lambda` and the
 * infra tests, so the benchmark measures exactly what is deployed.
 *
 * - ESM output (middy 7 is ESM-only) with a `require` shim for the CommonJS dependencies that
 *   `require()` Node built-ins.
 * - Code splitting (decision 0027): `index.mjs` holds what the cold start runs; a route module that
 *   its handler loads with `import()` on the route's first request, and what only such modules use
 *   (zod and the schemas, the services, the mail templates), is a chunk under `chunks/`, read from disk
 *   when first imported. A single file would make every cold start parse every route's code.
 * - `@aws-sdk/*` stays external: the Node 22 Lambda runtime ships AWS SDK v3, and with it `@smithy/*`,
 *   the SDK's own HTTP and protocol layer (CDK's `sdkV3ExcludeSmithyPackages` treats it the same): the
 *   Bedrock client's HTTP handler is the one its SDK has loaded already, not a second copy. Everything
 *   else is bundled, except `prettier`: the email renderer imports it only when asked for pretty-printed
 *   HTML, which the shop never asks.
 * - `process.env.NODE_ENV` is "production" at build time, as the Lambda runtime sets no NODE_ENV:
 *   React (the email templates) keeps only its production build, half of react-dom's bytes.
 * - Source maps beside each file, without the sources; the functions map a stack when they write it
 *   (functions/src/lib/stack), so no NODE_OPTIONS=--enable-source-maps.
 * - target node20: code that both Node 20 (local) and the nodejs22.x runtime accept.
 */
export const ESBUILD_OPTIONS = {
  target: 'node20',
  format: 'esm',
  platform: 'node',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  mainFields: ['module', 'main'],
  external: ['@aws-sdk/*', '@smithy/*', 'prettier'],
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
} as const;

/** The file a Lambda's handler lives in (`index.handler`), in the bundle's folder. */
export const BUNDLE_ENTRY = 'index.mjs';

/** esbuild's options for one Lambda: `entry` to `outdir/index.mjs`, lazily loaded modules as `chunks/*.mjs`. */
export function esbuildBuildOptions(entry: string, outdir: string, external: readonly string[] = []): BuildOptions {
  return {
    entryPoints: { index: entry },
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    target: ESBUILD_OPTIONS.target,
    format: ESBUILD_OPTIONS.format,
    platform: ESBUILD_OPTIONS.platform,
    minify: ESBUILD_OPTIONS.minify,
    sourcemap: ESBUILD_OPTIONS.sourcemap,
    sourcesContent: ESBUILD_OPTIONS.sourcesContent,
    legalComments: ESBUILD_OPTIONS.legalComments,
    mainFields: [...ESBUILD_OPTIONS.mainFields],
    external: [...new Set([...ESBUILD_OPTIONS.external, ...external])],
    define: { ...ESBUILD_OPTIONS.define },
    banner: { js: ESBUILD_OPTIONS.banner },
    logLevel: 'error',
  };
}

export type LambdaBundling = {
  /** Modules kept out of the bundle beside `@aws-sdk/*` (e.g. a native module installed after it). */
  external?: readonly string[];
  /** Shell commands run in the bundle's folder once esbuild has written it. */
  afterBundling?: (outputDir: string) => string[];
};

/**
 * Bundles one Lambda into `outputDir` with the local esbuild (never Docker), then runs its
 * after-bundling commands. Synchronous: CDK's local bundling calls it while it synthesises.
 */
export function bundleLambda(entry: string, outputDir: string, options: LambdaBundling = {}): BuildResult {
  const result = buildSync(esbuildBuildOptions(entry, outputDir, options.external));
  for (const command of options.afterBundling?.(outputDir) ?? []) execSync(command, { stdio: 'inherit' });
  return result;
}
