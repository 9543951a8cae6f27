import { describe, expect, it } from 'vitest';
import { catalogPageApiPath } from '@crystal/shared/product-page';
import { baseRedirectSource, catalogPageRewriteSource, spaRewriteSource } from '../lib/edge-functions';

type Request = { uri: string };
/** Runs CloudFront Function source the way the edge runtime does: `handler(event)`. */
function run(source: string, uri: string): any {
  const handler = new Function(`${source}\nreturn handler;`)() as (e: { request: Request }) => unknown;
  return handler({ request: { uri } });
}

describe('SPA rewrite (SPA behaviour only)', () => {
  const code = spaRewriteSource('/shop/');
  it.each(['/shop/', '/shop/product/6', '/shop/products', '/shop/admin', '/shop/order-confirmation', '/shop/french-stones', '/shop/de/products'])(
    'answers the client route %s with index.html',
    (uri) => {
      expect(run(code, uri).uri).toBe('/shop/index.html');
    },
  );
  it.each(['/shop/fr', '/shop/fr/', '/shop/fr/products/rings', '/shop/fr/checkout'])(
    'answers the French client route %s with the French index.html',
    (uri) => {
      expect(run(code, uri).uri).toBe('/shop/fr/index.html');
    },
  );
  it.each(['/shop/assets/index-abc123.js', '/shop/favicon.svg', '/shop/config.json', '/shop/robots.txt', '/shop/fr/index.html'])(
    'leaves the file %s alone (a missing file stays a 404)',
    (uri) => {
      expect(run(code, uri).uri).toBe(uri);
    },
  );
  it('uses the configured base path', () => {
    expect(run(spaRewriteSource('/crystals/'), '/crystals/cart').uri).toBe('/crystals/index.html');
  });
});

describe('base redirect (default behaviour)', () => {
  const code = baseRedirectSource('/shop/');
  it.each(['/', '/shop'])('redirects %s to the base path', (uri) => {
    expect(run(code, uri)).toEqual({ statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/shop/' } } });
  });
  it('passes anything else through', () => {
    expect(run(code, '/robots.txt')).toEqual({ uri: '/robots.txt' });
  });
});

describe('catalog page rewrite (product page and sitemap behaviours)', () => {
  const code = catalogPageRewriteSource('/shop/');
  it.each(['/shop/product/6', '/shop/product/6/', '/shop/product/rose-quartz', '/shop/product/6/reviews', '/shop/product/', '/shop/sitemap.xml'])(
    'sends %s to the catalog route the local server uses too',
    (uri) => {
      const request = run(code, uri);
      expect(request.uri).toBe(catalogPageApiPath('/shop/', uri));
      expect(request.querystring).toEqual({});
    },
  );
  it.each(['/shop/fr/product/6', '/shop/fr/product/6/', '/shop/fr/product/6/avis'])(
    'sends the French page %s to the same route with lang=fr only, as the local server does',
    (uri) => {
      const request = run(code, uri);
      expect(`${request.uri}?lang=${request.querystring.lang.value}`).toBe(catalogPageApiPath('/shop/', uri));
      expect(Object.keys(request.querystring)).toEqual(['lang']);
    },
  );
  it('drops the viewer\'s own query string, so lang cannot be forged onto an English page', () => {
    const handler = new Function(`${code}\nreturn handler;`)() as (e: unknown) => any;
    expect(handler({ request: { uri: '/shop/product/6', querystring: { lang: { value: 'fr' } } } }).querystring).toEqual({});
  });
  it('uses the configured base path', () => {
    expect(run(catalogPageRewriteSource('/crystals/'), '/crystals/product/12').uri).toBe('/api/products/12/page');
    expect(run(catalogPageRewriteSource('/crystals/'), '/crystals/sitemap.xml').uri).toBe('/api/sitemap.xml');
  });
});
