import type { Metafile } from 'esbuild';

/** What a cold start of a code-split bundle loads: the entry and the chunks it imports statically. */
export type InitClosure = {
  /** Output files (as in the metafile), the entry first. */
  files: string[];
  /** External packages imported statically (the runtime's `@aws-sdk/*`, sharp), not `node:` built-ins. */
  externals: string[];
  /** Each input with code in those files, and its bytes there. */
  bundled: Record<string, { bytesInOutput: number }>;
};

/**
 * Follows the entry output's static imports through the chunks: a chunk imported with `import()` (a
 * route module loaded on its route's first request) and what only it imports are not part of the init.
 */
export function initClosure(metafile: Metafile, entryOutput: string): InitClosure {
  const files: string[] = [];
  const externals = new Set<string>();
  const bundled: Record<string, { bytesInOutput: number }> = {};
  const visit = (file: string) => {
    if (files.includes(file)) return;
    const output = metafile.outputs[file];
    if (!output) throw new Error(`${file} is not an output of this build`);
    files.push(file);
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      bundled[input] = { bytesInOutput: (bundled[input]?.bytesInOutput ?? 0) + bytesInOutput };
    }
    for (const imp of output.imports) {
      if (imp.kind !== 'import-statement') continue;
      if (imp.external) {
        if (!imp.path.startsWith('node:')) externals.add(imp.path);
      } else visit(imp.path);
    }
  };
  visit(entryOutput);
  return { files, externals: [...externals], bundled };
}
