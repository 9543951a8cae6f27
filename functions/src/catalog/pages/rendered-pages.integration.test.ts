import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAP_RECORDER, PAGE_STATE_ELEMENT_ID } from '@crystal/shared/page-start';
import { invoke } from '../../test/invoke';
import { makeCategory, makeProduct } from '../product.factory';
import { DEFAULT_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { updateShopSettings } from '../../settings';

/**
 * The catalogue's pages as HTML (issue 34), through the catalog function with the web build's real page
 * renderer (built here from web/src/server/render-page.tsx) against DynamoDB Local: what a crawler, a
 * link preview or a browser without JavaScript receives.
 */

const WEB = path.resolve(import.meta.dirname, '../../../../web');

beforeAll(async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
  await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts'), logLevel: 'error', build: { ssr: 'src/server/render-page.tsx', outDir } });
  process.env.PAGE_RENDERER_FILE = path.join(outDir, 'render-page.mjs');
  await makeCategory({ id: 1, name: 'Crystal Rings', slug: 'crystal-rings', translations: { fr: { name: 'Bagues de cristal', description: 'Des bagues.' } } });
  await makeCategory({ id: 2, name: 'Healing Crystals', slug: 'healing-crystals' });
  await makeProduct({ id: 1, name: 'Garnet Ember Ring', priceCents: 6800, categoryId: 1, isFeatured: true, translations: { fr: { name: 'Bague braise en grenat', description: 'Un grenat.', careInstructions: '' } } });
  await makeProduct({ id: 2, name: 'Moonstone Stacking Ring', priceCents: 5450, categoryId: 1, gemstones: ['Moonstone'] });
  await makeProduct({ id: 3, name: 'Clear Quartz Cluster', priceCents: 4200, categoryId: 2, isFeatured: true, gemstones: ['Clear Quartz'] });
}, 120_000);

/** The page's root (what the app draws) and the data it was drawn from. */
function parts(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-state">/.exec(html)?.[1] ?? '';
  const state = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return { root, state: state ? (JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }) : undefined };
}

describe('the catalogue pages as HTML', () => {
  it('draws the home page with its heading, the featured pieces and their prices, and the data to take it over', async () => {
    const res = await invoke('GET', '/api/pages?path=');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400');
    const { root, state } = parts(res.text);
    expect(root).toContain('<h1');
    expect(root).toContain('Crystal jewellery made with intention');
    expect(root).toContain('Garnet Ember Ring');
    expect(root).toContain('Clear Quartz Cluster');
    expect(root).toContain('$68');
    expect(root).not.toContain('Moonstone Stacking Ring'); // not featured
    expect(state?.queries.map((q) => q.queryKey[0])).toContain('/api/products/featured');
    // The page's own title and canonical address, marked for the app to replace.
    expect(res.text).toContain('<title data-default-head>Sacred Crystal Jewelry</title>');
    expect(res.text).toContain('<link data-default-head rel="canonical" href="http://localhost:3000/shop/"/>');
    // No inline script but the early-tap recorder, which the CSP allows by its hash, and nothing else.
    expect(res.text).toContain(`<script>${EARLY_TAP_RECORDER}</script>`);
    expect(res.text.replace(`<script>${EARLY_TAP_RECORDER}</script>`, '')).not.toMatch(/<script>(?!<\/script>)/);
    // The app's code comes after the page's first paint: the after-paint script names it and the shell's
    // preloads, and nothing in the head preloads them before that paint.
    expect(res.text).toMatch(/<script type="module" crossorigin src="\/shop\/assets\/start-after-paint-test.js" data-app="\/shop\/assets\/index-test.js" data-preload="\/shop\/assets\/[^"]+"><\/script>/);
    expect(res.text).not.toContain('modulepreload');
  });

  it('draws a collection in French with its filters from the address, French names and prices', async () => {
    const res = await invoke('GET', '/api/pages?path=products%2Fcrystal-rings&lang=fr&sort=price-high');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr-CA"');
    const { root } = parts(res.text);
    expect(root).toContain('Bagues de cristal');
    expect(root).toContain('Bague braise en grenat');
    expect(root).toMatch(/68\s\$/); // a no-break space, as the browser writes it
    // Sorted as the address asks: the dearer ring first.
    expect(root.indexOf('Bague braise en grenat')).toBeLessThan(root.indexOf('Moonstone Stacking Ring'));
    expect(root).not.toContain('Clear Quartz Cluster');
  });

  it('draws a search of the listing, and keeps hostile text in the address inert', async () => {
    const res = await invoke('GET', `/api/pages?path=products&search=${encodeURIComponent('quartz</script><script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    const plain = await invoke('GET', '/api/pages?path=products&search=quartz');
    expect(parts(plain.text).root).toContain('Clear Quartz Cluster');
    expect(parts(plain.text).root).not.toContain('Garnet Ember Ring');
  });

  it('draws a product page with its name, price and the product read it was drawn from', async () => {
    const res = await invoke('GET', '/api/products/1/page?lang=fr');
    expect(res.status).toBe(200);
    const { root, state } = parts(res.text);
    expect(root).toMatch(/<h1[^>]*>Bague braise en grenat<\/h1>/);
    expect(root).toMatch(/68\s\$/); // a no-break space, as the browser writes it
    expect(state?.queries.find((q) => q.queryKey[1] === 1)?.state.data).toMatchObject({ id: 1, price: '68.00' });
    expect(res.text).toContain('<meta property="product:price:amount" content="68.00" data-default-head />');
  });

  it("answers a piece that is not for sale with the app's 'Product Not Found' page and 404", async () => {
    const res = await invoke('GET', '/api/products/999/page');
    expect(res.status).toBe(404);
    expect(parts(res.text).root).toContain('Product Not Found');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it("draws an information page with the shop's live settings, in each language: what a reader without JavaScript reads is true", async () => {
    const before = await invoke('GET', '/api/pages?path=contact');
    expect(before.status).toBe(200);
    expect(parts(before.text).root).toContain('(204) 555-0123');
    expect(parts(before.text).root).toContain('Free shipping across Canada');
    const artisan = { sub: 'artisan', groups: ['admin'] };
    await updateShopSettings(artisan, { ...DEFAULT_SHOP_SETTINGS, phone: '(204) 555-0199', shipping: { flatRate: '12.00', freeOver: null, territoriesRate: null } });
    try {
      for (const [query, phone] of [['path=contact', '(204) 555-0199'], ['path=contact&lang=fr', '204 555-0199']] as const) {
        const res = await invoke('GET', `/api/pages?${query}`);
        expect(res.status, query).toBe(200);
        const { root, state } = parts(res.text);
        expect(root.replace(/[()]/g, ''), query).toContain(phone.replace(/[()]/g, ''));
        expect(root, query).not.toContain('555-0123');
        expect(root, query).not.toMatch(/Free shipping across Canada|Livraison gratuite partout au Canada/);
        // Drawn from live data: the app takes it over (it carries no mark to draw it afresh).
        expect(res.text, query).not.toContain('data-prerendered');
        expect(state?.queries.some((q) => String(q.queryKey[0]).includes('shop')), query).toBe(true);
      }
      expect((await invoke('GET', '/api/pages?path=returns&lang=fr')).status).toBe(200);
    } finally {
      await updateShopSettings(artisan, DEFAULT_SHOP_SETTINGS);
    }
  });

  it('answers a blank or padded search with 301 to the trimmed address, as a plain form submits it before the take-over (issue 44)', async () => {
    const blank = await invoke('GET', '/api/pages?path=products&search=+++');
    expect(blank.status).toBe(301);
    expect(blank.headers.location).toBe('/shop/products');
    const padded = await invoke('GET', `/api/pages?path=products&lang=fr&sort=price-asc&search=${encodeURIComponent('   amethyst ')}`);
    expect(padded.status).toBe(301);
    expect(padded.headers.location).toBe('/shop/fr/products?sort=price-asc&search=amethyst');
    expect((await invoke('GET', '/api/pages?path=products&search=amethyst')).status).toBe(200);
    expect((await invoke('GET', `/api/pages?path=products&search=${encodeURIComponent('a\u202Eb')}`)).status).toBe(400);
  });

  it('answers a path that is not a catalogue page with 404, and a malformed request with 400 JSON', async () => {
    for (const bad of ['cart', 'products/a/b', 'admin']) {
      const res = await invoke('GET', `/api/pages?path=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(404);
      expect(res.text, bad).toContain('<div id="root"></div>');
    }
    const old = await invoke('GET', '/api/pages?path=products%2F3&lang=fr');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/shop/fr/product/3');
    const noPath = await invoke('GET', '/api/pages');
    expect(noPath.status).toBe(400);
    expect(noPath.body.error).toBeTruthy();
    const german = await invoke('GET', '/api/pages?path=&lang=de');
    expect(german.status).toBe(400);
  });
});
