import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedFor, sharedCacheLife, startCachingFrontDoor } from './caching-front-door';

describe('sharedCacheLife', () => {
  it('reads s-maxage and stale-while-revalidate, and nothing a shared cache may not keep', () => {
    expect(sharedCacheLife('public, max-age=0, s-maxage=300, stale-while-revalidate=86400')).toEqual({ freshMs: 300_000, staleMs: 86_400_000 });
    expect(sharedCacheLife('public, max-age=0, s-maxage=30')).toEqual({ freshMs: 30_000, staleMs: 0 });
    expect(sharedCacheLife('private, s-maxage=30')).toBeUndefined();
    expect(sharedCacheLife('no-store')).toBeUndefined();
    expect(sharedCacheLife('public, max-age=31536000, immutable')).toBeUndefined();
    expect(sharedCacheLife(undefined)).toBeUndefined();
  });
});

describe('the caching front door', () => {
  let shop: Server;
  let door: Awaited<ReturnType<typeof startCachingFrontDoor>>;
  let served = 0;
  beforeAll(async () => {
    shop = createServer((req, res) => {
      served++;
      const cache = req.url!.startsWith('/page') ? 'public, max-age=0, s-maxage=300' : req.url!.startsWith('/cart') ? 'private, no-store' : 'public, s-maxage=0';
      res.writeHead(200, { 'cache-control': cache, 'content-type': 'text/plain' });
      res.end(`${req.method} ${req.url} #${served}`);
    });
    await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
    const shopPort = (shop.address() as { port: number }).port;
    door = await startCachingFrontDoor(0, shopPort);
  });
  afterAll(() => {
    door.close();
    shop.close();
  });
  const get = async (path: string, init?: RequestInit) => (await fetch(`http://127.0.0.1:${(door.address() as { port: number }).port}${path}`, init)).text();

  it('answers a page kept for shared caches from its copy, by address and query', async () => {
    const first = await get('/page?sort=a');
    expect(await get('/page?sort=a')).toBe(first);
    expect(await get('/page?sort=b')).not.toBe(first);
    expect(door.hits()).toBe(1);
  });

  it('passes through what may not be kept, and every write', async () => {
    expect(await get('/cart')).not.toBe(await get('/cart'));
    expect(await get('/page?sort=a', { method: 'POST', body: 'x' })).toMatch(/^POST/);
  });
});

describe('compressedFor', () => {
  const html = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from('<p>crystal</p>'.repeat(200)) };

  it('compresses text with Brotli when the browser takes it, else gzip, as CloudFront does', () => {
    const br = compressedFor('gzip, deflate, br', html);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html.body)).toBe(true);
    const gz = compressedFor('gzip', html);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html.body)).toBe(true);
    expect(gz.body.length).toBeLessThan(html.body.length / 10);
  });

  it('leaves small answers, images, answers the origin compressed, and browsers that take none', () => {
    expect(compressedFor('br', { ...html, body: Buffer.from('<p>x</p>') })).toEqual({ ...html, body: Buffer.from('<p>x</p>') });
    const image = { ...html, headers: { 'content-type': 'image/avif' } };
    expect(compressedFor('br', image)).toBe(image);
    const encoded = { ...html, headers: { ...html.headers, 'content-encoding': 'gzip' } };
    expect(compressedFor('br', encoded)).toBe(encoded);
    expect(compressedFor(undefined, html)).toBe(html);
  });
});
