import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { LambdaBundling } from './bundling';
import { CATALOG_FUNCTION } from './catalog-pages';
import { REPO_ROOT, type ShopFunctionProps } from './shop-function';

/** The sharp the functions workspace is installed and tested with, so the Lambda runs the same version. */
export const SHARP_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/sharp/package.json'), 'utf8')) as { version: string }
).version;

/**
 * sharp loads a native libvips binary per platform. The bundle is built on an x64 machine for an arm64
 * Lambda, so sharp stays out of the esbuild bundle and npm installs its linux-arm64 (glibc) build into
 * the bundle folder after bundling: prebuilt binaries from the registry, no Docker, no compiler.
 */
export function sharpArm64Install(version = SHARP_VERSION): NonNullable<LambdaBundling['afterBundling']> {
  // `--prefix`: the bundle folder has no package.json, and under cdk.out npm would otherwise walk up to
  // the repo's own and reinstall its platform packages for arm64 (esbuild's among them).
  return (outputDir) => [
    `npm install --prefix "${outputDir}" --no-save --no-package-lock --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc sharp@${version}`,
  ];
}

/**
 * The image function's settings: 1,024 MB (a 12 MP photo peaks near 300 MB in the pipeline, see
 * `npm run bench:web -- --photos`), up to 29 s (API Gateway's own limit) for a 48 MP photo, and
 * sharp bundled for arm64 as above.
 */
export const IMAGE_FUNCTION: Pick<ShopFunctionProps, 'memorySize' | 'timeout'> & { bundling: LambdaBundling } = {
  memorySize: 1024,
  timeout: Duration.seconds(29),
  bundling: { external: ['sharp'], afterBundling: sharpArm64Install() },
};

/**
 * What the stack sets for one function of the API beyond the shared settings: the image function's
 * above, the catalog function's page renderer (catalog-pages.ts), nothing for the others. The stack,
 * `npm run bench:lambda` and the cold-start test all read it.
 */
export const functionSettingsOf = (name: string): Partial<typeof IMAGE_FUNCTION> =>
  name === 'images' ? IMAGE_FUNCTION : name === 'catalog' ? CATALOG_FUNCTION : {};
