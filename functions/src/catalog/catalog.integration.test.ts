import { beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '@crystal/shared/schemas/product';
import { categorySchema } from '@crystal/shared/schemas/category';
import { invoke, sessionHeaders } from '../test/invoke';
import { recordCommands } from '../test/count-commands';
import { makeCategory, makeProduct } from './product.factory';
import { putCategory, queryCategories } from './category-repository';

const commands = recordCommands();

beforeAll(async () => {
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces' });
  await makeCategory({ id: 2, name: 'Healing Crystals', slug: 'healing-crystals' });
  await makeProduct({ id: 1, name: 'Amethyst Point Pendant', priceCents: 6800, categoryId: 1, isFeatured: true });
  await makeProduct({ id: 2, name: 'Rose Quartz Heart', priceCents: 5450, categoryId: 1, gemstones: ['Rose Quartz'] });
  await makeProduct({ id: 3, name: 'Clear Quartz Cluster', priceCents: 4200, categoryId: 2, isFeatured: true, gemstones: ['Clear Quartz'] });
  await makeProduct({ id: 4, name: 'Retired Piece', categoryId: 2, isActive: false, isFeatured: true });
});

describe('catalogue API', () => {
  it('lists active products in the section 3 shape, price as a decimal string, category embedded', async () => {
    const res = await invoke('GET', '/api/products');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    for (const p of res.body) expect(productSchema.safeParse(p).success).toBe(true);
    expect(res.body[1]).toMatchObject({
      price: '54.50',
      weight: '8.50',
      category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces' },
    });
  });

  it('filters by category slug, category id, search and limit', async () => {
    const bySlug = await invoke('GET', '/api/products?category=healing-crystals');
    expect(bySlug.body.map((p: { id: number }) => p.id)).toEqual([3]);
    const byId = await invoke('GET', '/api/products?categoryId=1&limit=1');
    expect(byId.body.map((p: { id: number }) => p.id)).toEqual([1]);
    const search = await invoke('GET', '/api/products?search=%20rose%20QUARTZ%20');
    expect(search.body.map((p: { id: number }) => p.id)).toEqual([2]);
    const unknown = await invoke('GET', '/api/products?category=no-such-collection');
    expect(unknown.body).toEqual([]);
  });

  it('lists featured active pieces only', async () => {
    const res = await invoke('GET', '/api/products/featured');
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([1, 3]);
  });

  it('gets one product; 404 for missing or inactive, 400 for a non-numeric id', async () => {
    expect((await invoke('GET', '/api/products/1')).body.name).toBe('Amethyst Point Pendant');
    const missing = await invoke('GET', '/api/products/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Product not found' });
    expect((await invoke('GET', '/api/products/4')).status).toBe(404);
    const bad = await invoke('GET', '/api/products/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('id');
    expect((await invoke('GET', '/api/products/-1')).status).toBe(400);
    expect((await invoke('GET', '/api/products/1.5')).status).toBe(400);
  });

  it("serves a product page's HTML with its share tags; a missing, inactive or non-numeric id gets the app's page with 404", async () => {
    const res = await invoke('GET', '/api/products/1/page');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toContain('<title>Amethyst Point Pendant | Sacred Crystal Jewelry</title>');
    expect(res.text).toContain('<meta property="product:price:amount" content="68.00" data-default-head />');
    expect(res.text).toContain('<meta property="og:url" content="http://localhost:3000/shop/product/1" data-default-head />');
    // No page renderer in this test's function (rendered-pages.integration.test.ts has one): the app draws it.
    expect(res.text).toContain('<div id="root"></div>');

    for (const id of ['999', '4', 'rose-quartz', '-']) {
      commands.reset();
      const missing = await invoke('GET', `/api/products/${id}/page`);
      expect(missing.status, id).toBe(404);
      expect(missing.text, id).toContain('<div id="root"></div>'); // the app's own not-found page
      expect(missing.text, id).not.toContain('og:type" content="product');
      if (!/^\d+$/.test(id)) expect(commands.names(), 'a non-numeric id reads nothing').toEqual([]);
    }
  });

  it('serves the sitemap from the live catalogue: every collection and product on sale, not the retired one', async () => {
    const res = await invoke('GET', '/api/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toContain('<loc>http://localhost:3000/shop/product/3</loc>');
    expect(res.text).toContain('<loc>http://localhost:3000/shop/products/healing-crystals</loc>');
    expect(res.text).toContain('<loc>http://localhost:3000/shop/privacy-policy</loc>');
    expect(res.text).not.toContain('/shop/product/4<');
  });

  it('lists categories in the section 3 shape', async () => {
    const res = await invoke('GET', '/api/categories');
    expect(res.body).toHaveLength(2);
    for (const c of res.body) expect(categorySchema.safeParse(c).success).toBe(true);
  });

  it('refuses bad queries with 400 JSON, never a 5xx', async () => {
    for (const q of ['limit=0', 'limit=abc', 'limit=1000', 'categoryId=x', 'category=Not A Slug', 'color=red', `search=${'a'.repeat(101)}`]) {
      const res = await invoke('GET', `/api/products?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('refuses a body on a GET, malformed JSON and oversized bodies', async () => {
    const malformed = await invoke('GET', '/api/products', { rawBody: '{"x":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    const big = await invoke('GET', '/api/products', { rawBody: 'x'.repeat(65 * 1024), headers: { 'content-type': 'application/json' } });
    expect(big.status).toBe(413);
    const wrongType = await invoke('GET', '/api/products', { rawBody: 'a=1', headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
  });

  it('sets security headers and ignores a malformed session header on public routes', async () => {
    const res = await invoke('GET', '/api/categories', { headers: sessionHeaders('not-a-uuid') });
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age');
  });

  it('answers every catalogue read with at most 2 DynamoDB calls and never a Scan', async () => {
    for (const path of ['/api/products', '/api/products?category=crystal-necklaces', '/api/products/featured', '/api/products/2', '/api/categories', '/api/products?search=quartz']) {
      commands.reset();
      await invoke('GET', path);
      // A search also counts itself for the keyword monitor: one UpdateItem beside at most 2 reads.
      const writes = commands.names().filter((n) => /^Update(Item)?Command$/.test(n));
      expect(writes.length, path).toBe(path.includes('search=') ? 1 : 0);
      expect(commands.names().length - writes.length, path).toBeLessThanOrEqual(2);
      expect(commands.names(), path).not.toContain('ScanCommand');
    }
  });

  it('keeps a read as the JSON it sends for a few seconds: the same bytes, no DynamoDB call; a write through the shop shows at once', async () => {
    for (const path of ['/api/categories', '/api/products/1', '/api/products?category=crystal-necklaces']) {
      const first = await invoke('GET', path);
      commands.reset();
      const again = await invoke('GET', path);
      expect(again.status, path).toBe(200);
      expect(again.headers['content-type'], path).toBe('application/json');
      expect(again.text, path).toBe(first.text);
      expect(commands.names(), path).toEqual([]);
    }
    const necklaces = (await queryCategories()).find((c) => c.id === 1)!;
    await putCategory({ ...necklaces, name: 'Crystal Pendants' });
    try {
      expect((await invoke('GET', '/api/categories')).body.map((c: { name: string }) => c.name)).toContain('Crystal Pendants');
      expect((await invoke('GET', '/api/products/1')).body.category.name).toBe('Crystal Pendants');
    } finally {
      await putCategory(necklaces);
    }
  });
});
