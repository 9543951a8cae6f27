import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_ENTRY } from '../../../infra/lib/bundling';
import { initClosure } from '../lib/init-closure';
import type { Config } from './configurations';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
// Inside the repo so that bare `@aws-sdk/*` imports resolve from node_modules, as the runtime's would.
export const OUT = path.join(ROOT, 'node_modules/.cache/bench-lambda');

export type Bundle = {
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
export async function bundleEntry(config: Config, name: string, entry: string, external: readonly string[] = []): Promise<Bundle> {
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
