import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { libraryImportsOf, libraryPackages, writeLibraryFloorEntry } from './lambda-library-floor';

const source = `import * as z from 'zod';
import type { Context } from 'aws-lambda';
import middy from '@middy/core';
import { Logger, type LogLevel } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
export const schema = z.object({ a: z.string() });
export type Schema = z.infer<typeof schema>;
export const run = (c: Context, l: LogLevel) => [middy, Logger, injectLambdaContext, c, l];
`;

const imp = (original: string, p: string, kind: Metafile['inputs'][string]['imports'][number]['kind'] = 'import-statement') => ({ path: p, kind, original });

function fixture() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'library-floor-'));
  mkdirSync(path.join(root, 'functions/src'), { recursive: true });
  writeFileSync(path.join(root, 'functions/src/handler.ts'), source);
  const metafile: Metafile = {
    outputs: {},
    inputs: {
      'functions/src/handler.ts': {
        bytes: source.length,
        imports: [
          imp('zod', 'node_modules/zod/index.js'),
          imp('@middy/core', 'node_modules/@middy/core/index.js'),
          imp('@aws-lambda-powertools/logger', 'functions/node_modules/@aws-lambda-powertools/logger/lib/esm/index.js'),
          imp('@aws-lambda-powertools/logger/middleware', 'functions/node_modules/@aws-lambda-powertools/logger/lib/esm/middleware/middy.js'),
          imp('@aws-sdk/lib-dynamodb', '@aws-sdk/lib-dynamodb'),
          imp('stripe', 'node_modules/stripe/esm/stripe.esm.node.js'),
          imp('@aws-sdk/client-ses', '@aws-sdk/client-ses', 'dynamic-import'),
          imp('./local', 'functions/src/local.ts'),
        ],
      },
      // A library's own dependencies are its business, not our code's imports.
      'node_modules/@middy/core/index.js': { bytes: 1, imports: [imp('@aws/lambda-invoke-store', 'node_modules/@aws/lambda-invoke-store/index.js')] },
    },
  };
  const bundled = Object.fromEntries(
    ['functions/src/handler.ts', 'node_modules/zod/index.js', 'node_modules/@middy/core/index.js', 'functions/node_modules/@aws-lambda-powertools/logger/lib/esm/index.js', 'functions/node_modules/@aws-lambda-powertools/logger/lib/esm/middleware/middy.js', 'node_modules/stripe/esm/stripe.esm.node.js'].map((f) => [f, { bytesInOutput: 10 }]),
  );
  return { root, metafile, bundled };
}

describe('the libraries floor', () => {
  it("keeps the libraries our code imports, with the bindings it imports, and leaves SDKs and types out", () => {
    const { root, metafile, bundled } = fixture();
    const imports = libraryImportsOf(metafile, root, bundled);
    expect(libraryPackages(imports)).toEqual(['@aws-lambda-powertools/logger', '@middy/core', 'zod']);
    expect([...imports.get(path.join(root, 'node_modules/zod/index.js'))!.bindings].sort()).toEqual(['.object', '.string']);
    expect([...imports.get(path.join(root, 'node_modules/@middy/core/index.js'))!.bindings]).toEqual(['default']);
    expect([...imports.get(path.join(root, 'functions/node_modules/@aws-lambda-powertools/logger/lib/esm/index.js'))!.bindings]).toEqual(['Logger']);
  });

  it('leaves out a library that tree-shaking dropped from the output', () => {
    const { root, metafile, bundled } = fixture();
    const shaken = { ...bundled, 'node_modules/zod/index.js': { bytesInOutput: 0 } };
    expect(libraryPackages(libraryImportsOf(metafile, root, shaken))).toEqual(['@aws-lambda-powertools/logger', '@middy/core']);
  });

  it('writes an entry that imports the SDKs and those bindings and calls nothing', () => {
    const { root, metafile, bundled } = fixture();
    const file = writeLibraryFloorEntry(path.join(root, 'floor'), ['@aws-sdk/lib-dynamodb', 'stripe'], libraryImportsOf(metafile, root, bundled));
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('import * as sdk0 from "@aws-sdk/lib-dynamodb";');
    expect(text).toContain('import * as sdk1 from "stripe";');
    expect(text).toContain(`import * as lib0 from ${JSON.stringify(path.join(root, 'node_modules/zod/index.js'))};`);
    expect(text).toContain(`import lib1d from ${JSON.stringify(path.join(root, 'node_modules/@middy/core/index.js'))};`);
    expect(text).toContain('import { Logger as lib2n0 }');
    expect(text).toContain('const loaded = [sdk0, sdk1, lib0.object, lib0.string, lib1d, lib2n0, lib3n0];');
    expect(text).not.toMatch(/\w\(/);
  });
});
