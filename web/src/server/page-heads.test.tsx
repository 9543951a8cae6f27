import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { build } from 'vite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPageShell, PRERENDERED_PAGES, type RenderedPage } from '@crystal/shared/page-html';
import { renderProductPage } from '@crystal/shared/page-head/product-page-html';
import { PRODUCT_PAGE_TEMPLATE } from '@crystal/shared/page-head/product-page-template.factory';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import type { Product } from '@crystal/shared/schemas/product';
import type { ProductReviews } from '@crystal/shared/schemas/review';
import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { activateLocale } from '@/i18n/i18n';
import { setApiTransport } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { createQueryClient } from '@/lib/query-client';
import { fixtureAnswers, madeToOrder, soldOutSizes, withOptions, type Answers } from './test/fixture-pieces';

/**
 * One head, both ways (issue 46): each page's head as the server sends it (the catalog function's HTML: the
 * page renderer's hoisted head in the shell, or for a product page the head it writes with headHtml) and
 * as the app renders it in the browser, compared: title, description, canonical, hreflang, Open Graph and
 * the parsed JSON-LD. The pages are drawn by the built page renderer in a plain Node process, as in the
 * catalog function (hydrate-exactly.test.tsx does the same). The catalogue's answers come from the seeded
 * shop's fixture, with a made-to-order piece and a piece whose sizes are all sold out.
 */

const fixture: Answers = { ...fixtureAnswers, [apiPath('getProduct', { id: madeToOrder.id })]: madeToOrder, [apiPath('getProduct', { id: 90 })]: soldOutSizes };
const products: Record<string, Product> = { '1': withOptions, [String(madeToOrder.id)]: madeToOrder, '90': soldOutSizes };

/** The fixture's answer for a path (a listing by collection is not in it), else a 404, as render-fixture-pages.mjs answers. */
const fetchApi: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://shop.invalid');
  const body = url.searchParams.get('categoryId') ? undefined : fixture[url.pathname];
  const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  return body === undefined ? json(404, { error: 'Not found' }) : json(200, body);
};

/** What a crawler reads of a document's head: title, meta and link tags, and every JSON-LD object in it. */
function headOf(doc: Document) {
  const attrs = (el: Element, names: string[]) => names.map((n) => el.getAttribute(n) ?? '').join(' | ');
  const ld = [...new Set([...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''))];
  return {
    title: doc.title,
    meta: [...doc.head.querySelectorAll('meta[name], meta[property]')].map((m) => attrs(m, ['name', 'property', 'content'])).sort(),
    links: [...doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')].map((l) => attrs(l, ['rel', 'hreflang', 'href'])).sort(),
    jsonLd: ld.map((text) => JSON.parse(text) as Record<string, unknown>).sort((a, b) => String(a['@type']).localeCompare(String(b['@type']))),
  };
}

const origin = window.location.origin;
const site = { origin, basePath: import.meta.env.BASE_URL };

const PAGES = ['', 'products', 'product/1', `product/${madeToOrder.id}`, 'product/90', ...PRERENDERED_PAGES];
const URLS = PAGES.flatMap((page) => [`/${page}`, `/fr/${page}`]);

/** Each page as the built renderer draws it for the catalog function. */
let rendered: (RenderedPage & { url: string })[] = [];

beforeAll(async () => {
  const web = path.resolve(import.meta.dirname, '../..');
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'page-heads-'));
  await build({ root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'error', base: '/', build: { ssr: 'src/server/render-page.tsx', outDir } });
  const answersFile = path.join(outDir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(fixture));
  const script = path.join(import.meta.dirname, 'test/render-fixture-pages.mjs');
  const run = spawnSync(process.execPath, [script, path.join(outDir, 'render-page.mjs'), answersFile, ...URLS], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`rendering failed: ${run.stderr}`);
  rendered = JSON.parse(run.stdout) as typeof rendered;
}, 180_000);

/** The page's HTML as the catalog function sends it. */
function serverHtml(url: string): string {
  const page = rendered.find((p) => p.url === url)!;
  const productId = /\/product\/(\d+)$/.exec(url)?.[1];
  if (!productId) return fillPageShell(PRODUCT_PAGE_TEMPLATE, page, { ownHead: true });
  const shop = { ...DEFAULT_PUBLIC_SHOP_SETTINGS, ...(fixture[apiPath('shopInfo')] as object) };
  // Its published reviews, as the catalog function reads them for the structured data.
  const reviews = (fixture[`${apiPath('getProduct', { id: Number(productId) })}/reviews`] as ProductReviews | undefined)?.reviews ?? [];
  return renderProductPage(PRODUCT_PAGE_TEMPLATE, products[productId]!, site, page.language, { rendered: page, shop, reviews });
}

/** The app at the address in the browser, once its reads are in. */
async function renderApp(url: string, language: 'en' | 'fr') {
  window.history.replaceState(null, '', url);
  await activateLocale(language);
  setApiTransport(fetchApi);
  const client = createQueryClient();
  await preloadPage(window.location, client);
  vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} });
  await act(async () => void render(<App queryClient={client} takingOver={false} />));
}

afterEach(async () => {
  cleanup();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe("a page's head is the same from the server and in the app", () => {
  it.each(URLS)('%s', async (url) => {
    const language = url.startsWith('/fr/') ? 'fr' : 'en';
    const server = headOf(new DOMParser().parseFromString(serverHtml(url), 'text/html'));
    expect(server.title).not.toBe('');
    expect(server.links).toHaveLength(4);
    await renderApp(url, language);
    // The home page's structured data comes with its lazy lower half: waited for, as for any read.
    await waitFor(() => expect(headOf(document)).toEqual(server), { timeout: 15_000 });
  }, 40_000);

  it('states availability by the one rule: with options in stock, made to order, every size sold out', async () => {
    const offers = async (id: number) => {
      const doc = new DOMParser().parseFromString(serverHtml(`/product/${id}`), 'text/html');
      const product = headOf(doc).jsonLd.find((d) => d['@type'] === 'Product')!;
      const og = doc.querySelector('meta[property="product:availability"]')!.getAttribute('content');
      return [(product.offers as { availability: string }).availability, og];
    };
    expect(await offers(1)).toEqual(['https://schema.org/InStock', 'in stock']);
    expect(await offers(madeToOrder.id)).toEqual(['https://schema.org/MadeToOrder', 'available for order']);
    expect(await offers(90)).toEqual(['https://schema.org/OutOfStock', 'out of stock']);
  }, 30_000);
});
