import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The SDKs a function is obliged to load: the AWS SDK v3 clients and their `@smithy/*` layer (the
 * runtime's), Stripe, and sharp (the libvips binding that the image function exists to run; external and
 * installed beside the bundle, as the stack ships it).
 */
export const SDK_PACKAGE = /^(@aws-sdk\/[^/]+|@smithy\/[^/]+|stripe|sharp)$/;

/** `node_modules/@scope/name/...` or `node_modules/name/...` -> the package name. */
export function packageOf(input: string): string | undefined {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return m?.[1];
}

/**
 * The SDK packages a bundle loads at init: the external ones it imports statically (the runtime's
 * `@aws-sdk/*`) and the ones bundled into it (Stripe), read from esbuild's metafile.
 */
export function sdkPackagesOf(externals: string[], bundledInputs: string[]): string[] {
  const bundled = bundledInputs.map(packageOf).filter((p): p is string => !!p && SDK_PACKAGE.test(p));
  return [...new Set([...externals.filter((e) => SDK_PACKAGE.test(e)), ...bundled])].sort();
}

/**
 * The SDK floor of a function: an entry that imports the same SDK packages and does nothing else. Bundled
 * with the deployed options, it is what no function using those SDKs can be smaller or start faster than.
 * Returns the entry's path (written under `dir`).
 */
export function writeSdkFloorEntry(dir: string, packages: string[]): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'floor-entry.ts');
  const lines = [
    ...packages.map((p, i) => `import * as sdk${i} from ${JSON.stringify(p)};`),
    `const loaded = [${packages.map((_, i) => `sdk${i}`).join(', ')}];`,
    'export const handler = async () => loaded.length;',
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
