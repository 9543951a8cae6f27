import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import { createLocalHttpServer } from './local-server';

/**
 * The local front door does what CloudFront does for the French site: catalogue pages (home, listings, product
 * pages) and information pages to the catalog function with lang=fr, other pages to the app.
 */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'fr-front-door-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en-CA"><title>app</title></html>');
mkdirSync(path.join(webDist, 'fr'));
writeFileSync(path.join(webDist, 'fr', 'index.html'), '<!doctype html><html lang="fr-CA"><title>app fr</title></html>');
mkdirSync(path.join(webDist, 'pages', 'fr'), { recursive: true });
writeFileSync(path.join(webDist, 'pages', 'fr', 'returns.html'), '<!doctype html><html lang="fr-CA"><title>retours</title></html>');
const seen: { path: string; query: string }[] = [];
const catalog = async (event: { rawPath: string; rawQueryString: string }) => {
  seen.push({ path: event.rawPath, query: event.rawQueryString });
  return { statusCode: 200, headers: { 'content-type': 'text/html' }, body: 'page' };
};
const server = createLocalHttpServer(
  { host: '127.0.0.1', port: 0, basePath: '/shop/', dataDir: webDist, inMemory: true, webDist, tableName: 't' },
  new Map([['catalog', catalog]]) as unknown as Map<FunctionName, never>,
);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local front door on the French site', () => {
  it.each(['/shop/fr/checkout', '/shop/fr/order-confirmation', '/shop/fr/cart'])('serves the app from its French index.html for %s', async (p) => {
    const res = await fetch(base + p);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="fr-CA"><title>app fr</title>');
  });

  it.each(['/shop/cart', '/shop/french-stones', '/shop/de/products'])('serves the English index.html for %s', async (p) => {
    const res = await fetch(base + p);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="en-CA"><title>app</title>');
  });

  it('sends an information page to the catalog function, which draws it with the live settings (not the file prerendered at build)', async () => {
    const res = await (await fetch(`${base}/shop/fr/returns`)).text();
    expect(seen.at(-1)).toEqual({ path: '/api/pages', query: 'path=returns&lang=fr' });
    expect(res).toBe('page');
    expect(res).not.toContain('<title>retours</title>');
  });

  it.each([
    ['/shop/', '/api/pages', 'path='],
    ['/shop/fr', '/api/pages', 'path=&lang=fr'],
    ['/shop/fr/', '/api/pages', 'path=&lang=fr'],
    ['/shop/products?sort=price-low', '/api/pages', 'path=products&sort=price-low'],
    ['/shop/fr/products/rings?path=x&lang=en', '/api/pages', 'path=products%2Frings&lang=fr'],
  ])('sends the catalogue page %s to the pages route (%s?%s), the viewer’s own path and lang dropped', async (p, route, query) => {
    await fetch(base + p);
    expect(seen.at(-1)).toEqual({ path: route, query });
  });

  it('sends {base}fr/product/{id} to the product page route with lang=fr, dropping the viewer’s own query', async () => {
    await fetch(`${base}/shop/fr/product/6?utm_source=x`);
    expect(seen.at(-1)).toEqual({ path: '/api/products/6/page', query: 'lang=fr' });
    await fetch(`${base}/shop/product/6`);
    expect(seen.at(-1)).toEqual({ path: '/api/products/6/page', query: '' });
  });
});
