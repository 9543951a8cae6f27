import { spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A minified bundle with its map beside it, as the stack ships each Lambda, run in a plain `node` (no
 * `--enable-source-maps`): the stack it logs names the TypeScript source, line and function.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-maps-'));
const bundle = path.join(dir, 'out', 'index.mjs');
const source = path.join(dir, 'entry.ts');

beforeAll(async () => {
  writeFileSync(
    source,
    [
      `import { installStackSourceMaps } from ${JSON.stringify(path.resolve(import.meta.dirname, 'map-stack-traces.ts'))};`,
      'installStackSourceMaps();',
      'export function chargeTheCard(amount: number): number {',
      "  if (amount > 100) throw new RangeError('amount too large: ' + amount);",
      '  return amount;',
      '}',
      'export async function handler(amount: number) {',
      '  await Promise.resolve();',
      '  return chargeTheCard(amount);',
      '}',
    ].join('\n'),
  );
  await build({
    entryPoints: [source],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'error',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Imports the bundle, runs `before` (a statement), then fails a call and prints the stack. */
function stackOf(before = '', nodeOptions: string[] = []): string {
  const script = [
    `const m = await import(${JSON.stringify(`file://${bundle}`)});`,
    before,
    'try { await m.handler(500); } catch (e) { process.stdout.write(e.stack); }',
  ].join('\n');
  const run = spawnSync(process.execPath, [...nodeOptions, '--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('installStackSourceMaps', () => {
  it('maps each frame of a minified bundle to its source file, line and function name', () => {
    const lines = stackOf().split('\n');
    expect(lines[0]).toBe('RangeError: amount too large: 500');
    expect(lines[1]).toBe(`    at chargeTheCard (${source}:4:27)`);
    expect(lines[2]).toMatch(/^ {4}at \S+ \(.*entry\.ts:9:10\)$/);
  });

  it('writes the same frames as Node does with --enable-source-maps', () => {
    expect(stackOf()).toBe(stackOf('', ['--enable-source-maps']));
  });

  it('reads the map only when a stack is written, not when the bundle loads', () => {
    // The map is moved away after the import: a map read at load would still map the frames.
    const moved = `${bundle}.map.away`;
    const stack = stackOf(`(await import('node:fs')).renameSync(${JSON.stringify(`${bundle}.map`)}, ${JSON.stringify(moved)});`);
    renameSync(moved, `${bundle}.map`);
    expect(stack).toContain('index.mjs:');
    expect(stack).not.toContain('entry.ts');
  });
});
