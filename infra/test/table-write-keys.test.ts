/**
 * The partitions a function may write (FUNCTION_WRITE_KEYS, a `dynamodb:LeadingKeys` condition) cover
 * every partition its code writes. Recomputed from the handler's tree-shaken bundle: each source file
 * whose surviving code sends a write (Put, Update, Delete, BatchWrite, TransactWrite, or builds a
 * transaction's write item) names its
 * partitions as `pk` literals or through a key builder (`const x = (...) => ({ pk: \`PREFIX#...` or
 * `` => `PREFIX#...` ``), and each of those partitions must match one of the function's patterns.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { FUNCTION_WRITE_KEYS } from '../lib/table-actions';

const ROOT = path.resolve(__dirname, '../..');
// esbuild renames clashing imports (PutCommand2), hence the optional digits; a transaction item
// (`{ Put: { TableName, ... } }`) built in one file and sent from another counts as a write of its file.
const WRITE = /new (Put|Update|Delete|BatchWrite|TransactWrite)Command\d*\(|\b(Put|Update|Delete): \{ TableName/;
/** A partition written literally: `pk: 'SETTINGS'` or `pk: \`SEARCHES#${day}\``. */
const LITERAL_PK = /\bpk: [`'"]([A-Z_]+(?:#|(?=[`'"])))/g;
/** A key builder: `const wishKey = (...) => ({ pk: \`SESSION#...` or `const orderPk = (id) => \`ORDER#...`. */
const BUILDER = /(?:const|let|var) (\w+) = \([^)]*\) => (?:\(\{ pk: |`)[`']?([A-Z_]+#?)/g;

/** The handler's bundle after tree-shaking, split into its source files. */
async function bundleSections(fn: FunctionName): Promise<Map<string, string>> {
  const out = await build({
    entryPoints: [path.join(ROOT, `functions/src/${fn}/handler.ts`)],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    external: ['@aws-sdk/*', '@smithy/*', 'sharp'],
  });
  const parts = out.outputFiles[0]!.text.split(/^\/\/ ((?:functions|shared)\/src\/\S+)$/m);
  const sections = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) sections.set(parts[i]!, parts[i + 1]!);
  return sections;
}

async function writtenPartitions(fn: FunctionName): Promise<Map<string, string[]>> {
  const sections = await bundleSections(fn);
  const builders = new Map<string, string>();
  for (const text of sections.values()) for (const m of text.matchAll(BUILDER)) builders.set(m[1]!, m[2]!);
  const written = new Map<string, string[]>();
  for (const [file, text] of sections) {
    if (!WRITE.test(text)) continue;
    const keys = new Set([...text.matchAll(LITERAL_PK)].map((m) => m[1]!));
    for (const [name, prefix] of builders) if (new RegExp(`\\b${name}\\(`).test(text)) keys.add(prefix);
    written.set(file, [...keys]);
  }
  return written;
}

const matches = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;

describe('table write partitions per function', () => {
  for (const [fn, patterns] of Object.entries(FUNCTION_WRITE_KEYS) as [FunctionName, readonly string[]][]) {
    it(`${fn}: writes only partitions its LeadingKeys condition allows`, async () => {
      const written = await writtenPartitions(fn);
      expect(written.size, `${fn} has writing code`).toBeGreaterThan(0);
      for (const [file, keys] of written) {
        expect(keys.length, `${file}: a written partition was not recognised`).toBeGreaterThan(0);
        for (const key of keys) expect(patterns.some((p) => matches(p, key)), `${fn} writes ${key} (${file})`).toBe(true);
      }
    }, 60_000);
  }

  it('catalog writes only the search counters, never products or categories', async () => {
    const written = [...(await writtenPartitions('catalog')).values()].flat();
    expect(written).toEqual(['SEARCHES#']);
  }, 60_000);
});
