import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { initClosure } from './init-closure';

type Imports = Metafile['outputs'][string]['imports'];
const output = (inputs: Record<string, number>, imports: Imports) => ({
  bytes: 1,
  inputs: Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, { bytesInOutput: v }])),
  imports,
  exports: [],
});

describe('initClosure', () => {
  const metafile: Metafile = {
    inputs: {},
    outputs: {
      'out/index.mjs': output({ 'functions/src/catalog/handler.ts': 100, 'node_modules/@middy/core/index.js': 50 }, [
        { path: 'out/chunks/chunk-A.mjs', kind: 'import-statement' },
        { path: 'out/chunks/listing-routes-B.mjs', kind: 'dynamic-import' },
        { path: '@aws-sdk/client-dynamodb', kind: 'import-statement', external: true },
        { path: 'node:module', kind: 'import-statement', external: true },
      ]),
      'out/chunks/chunk-A.mjs': output({ 'functions/src/lib/logger.ts': 30, 'node_modules/@middy/core/index.js': 5 }, [
        { path: '@aws-sdk/lib-dynamodb', kind: 'import-statement', external: true },
        { path: 'out/chunks/chunk-A.mjs', kind: 'import-statement' },
      ]),
      'out/chunks/listing-routes-B.mjs': output({ 'node_modules/zod/v4/core/core.js': 900 }, [
        { path: 'out/chunks/chunk-A.mjs', kind: 'import-statement' },
        { path: '@aws-sdk/client-bedrock-runtime', kind: 'import-statement', external: true },
      ]),
    },
  };

  it('holds the entry and its static chunks, never a chunk loaded with import()', () => {
    const closure = initClosure(metafile, 'out/index.mjs');
    expect(closure.files).toEqual(['out/index.mjs', 'out/chunks/chunk-A.mjs']);
    expect(closure.externals.sort()).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
    expect(closure.bundled).toEqual({
      'functions/src/catalog/handler.ts': { bytesInOutput: 100 },
      'node_modules/@middy/core/index.js': { bytesInOutput: 55 },
      'functions/src/lib/logger.ts': { bytesInOutput: 30 },
    });
  });

  it('refuses an entry that is not an output', () => {
    expect(() => initClosure(metafile, 'out/other.mjs')).toThrow('not an output');
  });
});
