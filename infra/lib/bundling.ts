import type { BuildOptions } from 'esbuild';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every Lambda is bundled, shared by the stack (NodejsFunction) and `npm run bench:lambda`, so the
 * benchmark measures exactly what is deployed.
 *
 * - ESM output (middy 7 is ESM-only) with a `require` shim for the CommonJS dependencies that
 *   `require()` Node built-ins.
 * - `@aws-sdk/*` stays external: the Node 22 Lambda runtime ships AWS SDK v3, so bundling it would
 *   only make the bundles bigger. Everything else is bundled, except `prettier`: the email renderer
 *   imports it only when asked for pretty-printed HTML, which the shop never asks, and it is a quarter of
 *   the mailing functions' bundles that every cold start would otherwise parse.
 * - `process.env.NODE_ENV` is "production" at build time, as the Lambda runtime sets no NODE_ENV:
 *   React (the email templates) keeps only its production build, half of react-dom's bytes.
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
  external: ['@aws-sdk/*', 'prettier'],
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
} as const;

/** The same options in NodejsFunction's vocabulary (local esbuild, never Docker). */
export function nodejsBundling(): BundlingOptions {
  return {
    forceDockerBundling: false,
    target: ESBUILD_OPTIONS.target,
    format: OutputFormat.ESM,
    minify: ESBUILD_OPTIONS.minify,
    sourceMap: ESBUILD_OPTIONS.sourcemap,
    sourceMapMode: SourceMapMode.DEFAULT,
    sourcesContent: ESBUILD_OPTIONS.sourcesContent,
    mainFields: [...ESBUILD_OPTIONS.mainFields],
    externalModules: [...ESBUILD_OPTIONS.external],
    define: { ...ESBUILD_OPTIONS.define },
    banner: ESBUILD_OPTIONS.banner,
    esbuildArgs: { '--legal-comments': ESBUILD_OPTIONS.legalComments },
  };
}

/** The same options for esbuild's JS API (bench and tests), entry and outfile left to the caller. */
export function esbuildBuildOptions(): BuildOptions {
  return {
    bundle: true,
    target: ESBUILD_OPTIONS.target,
    format: ESBUILD_OPTIONS.format,
    platform: ESBUILD_OPTIONS.platform,
    minify: ESBUILD_OPTIONS.minify,
    sourcemap: ESBUILD_OPTIONS.sourcemap,
    sourcesContent: ESBUILD_OPTIONS.sourcesContent,
    legalComments: ESBUILD_OPTIONS.legalComments,
    mainFields: [...ESBUILD_OPTIONS.mainFields],
    external: [...ESBUILD_OPTIONS.external],
    define: { ...ESBUILD_OPTIONS.define },
    banner: { js: ESBUILD_OPTIONS.banner },
  };
}
