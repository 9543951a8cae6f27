import type { BuildOptions } from 'esbuild';
import { ESBUILD_OPTIONS, esbuildBuildOptions } from '../../../infra/lib/bundling';

const SDK = '@aws-sdk/*';
/** The SDK's own HTTP and protocol layer, shipped with it. */
const SMITHY = '@smithy/*';

/** esbuild's options for one entry in one configuration (the deployed one is infra/lib/bundling.ts's). */
export type BuildFor = (entry: string, outdir: string, external: readonly string[]) => BuildOptions;
export type Config = { key: string; label: string; build: BuildFor };

/** The stack's configuration (infra/lib/bundling.ts) and the other way to ship the SDK. */
export function configurations(): { deployed: Config; alternative: Config } {
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
