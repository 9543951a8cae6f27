import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { functionsInUse } from '@crystal/shared/routes/route-table';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { ShopFunction } from '../lib/shop-function';
import { lambdaOf, synth } from './synth-shop-stack';

/**
 * Each Lambda is bundled from its own entry by the local esbuild (infra/lib/bundling.ts), code split:
 * index.mjs with the cold start's code, a route module and what only it uses under chunks/.
 */
const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

const codeKey = (resources: Record<string, any>, id: string) => JSON.stringify(resources[id].Properties.Code);

describe('Lambda bundling', () => {
  it('gives every function and job a code asset of its own', () => {
    // CDK keys its cache of bundled assets on the bundling options: with the same options for every
    // function, every function would ship the first one's bundle.
    const { resources } = synth({ stage: 'dev', adminEmail: 'artisan@example.com' }, SCHEDULED_JOBS);
    const names = [...functionsInUse(), ...SCHEDULED_JOBS.map((j) => j.name)];
    const keys = names.map((name) => codeKey(resources, lambdaOf(resources, name)));
    expect(new Set(keys).size).toBe(names.length);
  });

  it('bundles an entry into index.mjs with its route modules as chunks, and source maps beside them', () => {
    const outdir = path.join(os.tmpdir(), `lambda-bundling-${process.pid}`);
    outdirs.push(outdir);
    const app = new App({ outdir });
    const stack = new Stack(app, 'Bundles', { env: { account: '111111111111', region: 'ca-central-1' } });
    const environment = {} as ConstructorParameters<typeof ShopFunction>[2]['environment'];
    new ShopFunction(stack, 'Catalog', { name: 'catalog', entry: 'functions/src/catalog/handler.ts', environment, production: false });
    new ShopFunction(stack, 'Contact', { name: 'contact', entry: 'functions/src/contact/handler.ts', environment, production: false });
    const resources = Template.fromStack(stack).toJSON().Resources as Record<string, any>;
    const assetOf = (name: string) => {
      const [, fn] = Object.entries(resources).find(
        ([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.Tags?.some((t: any) => t.Value === name),
      )!;
      expect(fn.Properties.Handler).toBe('index.handler');
      // The code's S3 key is the asset's hash: its bundle is staged as asset.<hash> in the cloud assembly.
      return path.join(outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    };
    const catalog = assetOf('catalog');
    const contact = assetOf('contact');
    expect(catalog).not.toBe(contact);

    const entry = readFileSync(path.join(catalog, 'index.mjs'), 'utf8');
    expect(entry).toContain('catalog');
    expect(existsSync(path.join(catalog, 'index.mjs.map'))).toBe(true);
    const chunks = readdirSync(path.join(catalog, 'chunks'));
    expect(chunks.some((f) => f.startsWith('listing-routes-') && f.endsWith('.mjs'))).toBe(true);
    expect(chunks.filter((f) => f.endsWith('.mjs')).every((f) => chunks.includes(`${f}.map`))).toBe(true);
    // The listing's module is not in the cold start's file: the entry only imports it on first use.
    expect(entry).not.toContain('listProductsQuerySchema');
    expect(entry).toMatch(/import\("\.\/chunks\/listing-routes-[\w-]+\.mjs"\)/);

    // A single-route function loads its route at init: nothing to split off.
    expect(readFileSync(path.join(contact, 'index.mjs'), 'utf8')).toContain('contact');
  }, 60_000);
});
