import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesNamingPath, isolateAsset, prepareIsolation, runIsolated, writeFile } from './isolated-asset';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'isolated-asset-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A bundle as esbuild would write it for a function that reads a data file beside its code. */
function fixtureAsset(withData: boolean): string {
  const asset = path.join(work, `asset-${withData ? 'whole' : 'lacking'}`);
  writeFile(
    path.join(asset, 'index.mjs'),
    `import { readFileSync } from 'node:fs';
     import { SSMClient } from '@aws-sdk/client-ssm';
     const knowledge = JSON.parse(readFileSync(new URL('./data/knowledge.json', import.meta.url), 'utf8'));
     export const handler = async () => ({ statusCode: 200, body: JSON.stringify({ stones: knowledge.length, sdk: typeof SSMClient }) });`,
  );
  if (withData) writeFile(path.join(asset, 'data/knowledge.json'), '["amethyst","quartz"]');
  return asset;
}

describe('an asset run in isolation, as Lambda runs it', () => {
  const isolation = path.join(work, 'isolation');
  prepareIsolation(isolation, path.join(root, 'node_modules'));
  const env = { PATH: process.env.PATH ?? '', AWS_REGION: 'ca-central-1' };

  it('answers when the asset has every file it reads, with the runtime SDK resolving', async () => {
    const task = isolateAsset(fixtureAsset(true), isolation, 'whole');
    const run = await runIsolated(task, [{ label: 'call', event: {} }], env);
    expect(run.loadError).toBeUndefined();
    expect(run.results).toEqual([{ label: 'call', statusCode: 200, body: '{"stones":2,"sdk":"function"}' }]);
  });

  it('fails when the bundle needs a file the repo provides but the asset lacks, naming the file', async () => {
    const task = isolateAsset(fixtureAsset(false), isolation, 'lacking');
    const run = await runIsolated(task, [{ label: 'call', event: {} }], env);
    expect(run.loadError).toMatch(/ENOENT.*data\/knowledge\.json/);
  });

  it('resolves nothing from the repo but the runtime packages', async () => {
    const asset = path.join(work, 'asset-imports-zod');
    writeFile(path.join(asset, 'index.mjs'), `import 'zod'; export const handler = async () => ({ statusCode: 200 });`);
    const run = await runIsolated(isolateAsset(asset, isolation, 'zod'), [], env);
    expect(run.loadError).toMatch(/Cannot find package 'zod'/);
  });

  it('finds a bundle that names the build machine’s repo path', () => {
    const asset = path.join(work, 'asset-absolute');
    writeFile(path.join(asset, 'index.mjs'), `const file = ${JSON.stringify(path.join(root, 'shared/src/knowledge.json'))};`);
    expect(filesNamingPath(asset, root)).toEqual(['index.mjs']);
    expect(filesNamingPath(fixtureAsset(true), root)).toEqual([]);
  });
});
