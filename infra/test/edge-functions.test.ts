import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedFile, prerenderedFileFor } from '@crystal/shared/page-html';
import { catalogPageApiPath } from '@crystal/shared/product-page';
import { API_ORIGIN_ID, baseRedirectSource, catalogPageRewriteSource, spaRewriteSource } from '../lib/edge-functions';

type Request = { uri: string; querystring?: Record<string, { value: string }> };
/**
 * Runs CloudFront Function source the way the edge runtime does: `handler(event)`. Its `cloudfront` module
 * (`import cf from 'cloudfront'`) is a stand-in that records the origin a request was sent to.
 */
function run(source: string, uri: string, querystring?: Request['querystring']): any {
  const chosen: { origin?: string } = {};
  const cf = { selectRequestOriginById: (id: string) => void (chosen.origin = id) };
  const body = source.replace(/^import cf from 'cloudfront';\n/, '');
  expect(body).not.toMatch(/^import /m);
  const handler = new Function('cf', `${body}\nreturn handler;`)(cf) as (e: { request: Request }) => object;
  const request = handler({ request: { uri, ...(querystring ? { querystring } : {}) } });
  return chosen.origin ? { ...request, origin: chosen.origin } : request;
}

/** The request a rewrite makes, as a path with its query (as the local front door writes it). */
const asPath = (request: { uri: string; querystring: Record<string, { value: string }> }) => {
  const own = ['path', 'lang'];
  const keys = [...own.filter((k) => k in request.querystring), ...Object.keys(request.querystring).filter((k) => !own.includes(k))];
  const query = keys.map((k) => `${k}=${own.includes(k) ? encodeURIComponent(request.querystring[k]!.value) : request.querystring[k]!.value}`);
  return query.length ? `${request.uri}?${query.join('&')}` : request.uri;
};

describe('SPA rewrite (SPA behaviour only)', () => {
  const code = spaRewriteSource('/shop/');
  it.each(['/shop/', '/shop/product/6', '/shop/products', '/shop/admin', '/shop/order-confirmation', '/shop/french-stones', '/shop/de/products', '/shop/about/us', '/shop/abouts'])(
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
  it.each([
    ['/shop/about', '/shop/pages/about.html'],
    ['/shop/terms/', '/shop/pages/terms.html'],
    ['/shop/fr/about', '/shop/pages/fr/about.html'],
    ['/shop/fr/size-guide', '/shop/pages/fr/size-guide.html'],
  ])('answers the prerendered information page %s with its HTML', (uri, file) => {
    expect(run(code, uri).uri).toBe(file);
  });
  it('prerendered pages are exactly those the build writes', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(run(code, `/shop/${page}`).uri).toBe(`/shop/${prerenderedFile(page, 'en')}`);
      expect(run(code, `/shop/fr/${page}`).uri).toBe(`/shop/${prerenderedFile(page, 'fr')}`);
      expect(`${prerenderedFileFor(page)}`).toBe(prerenderedFile(page, 'en'));
    }
  });
  it('uses the configured base path', () => {
    expect(run(spaRewriteSource('/crystals/'), '/crystals/cart').uri).toBe('/crystals/index.html');
    expect(run(spaRewriteSource('/crystals/'), '/crystals/about').uri).toBe('/crystals/pages/about.html');
  });
});

describe('SPA rewrite with the API behind the distribution', () => {
  const code = spaRewriteSource('/shop/', API_ORIGIN_ID);
  it('starts with the cloudfront module, as origin selection requires', () => {
    expect(code.startsWith("import cf from 'cloudfront';\n")).toBe(true);
    expect(spaRewriteSource('/shop/')).not.toContain('cloudfront');
  });
  it.each([
    ['/shop/about', '/api/pages?path=about'],
    ['/shop/returns/', '/api/pages?path=returns'],
    ['/shop/fr/contact', '/api/pages?path=contact&lang=fr'],
  ])('sends the information page %s to the catalog function (%s), drawn with the live settings', (uri, api) => {
    const request = run(code, uri, { utm_source: { value: 'x' } });
    expect(request.origin).toBe(API_ORIGIN_ID);
    expect(asPath(request)).toBe(api);
    expect(catalogPageApiPath('/shop/', uri)).toBe(api); // the local front door's mapping
  });
  it('leaves every other route and file to S3 as before', () => {
    for (const [uri, file] of [['/shop/cart', '/shop/index.html'], ['/shop/fr/checkout', '/shop/fr/index.html'], ['/shop/assets/index-a.js', '/shop/assets/index-a.js']]) {
      const request = run(code, uri!);
      expect(request.uri).toBe(file);
      expect(request.origin).toBeUndefined();
    }
  });
  it('every information page goes to the catalog function, in each language', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(run(code, `/shop/${page}`).origin).toBe(API_ORIGIN_ID);
      expect(run(code, `/shop/fr/${page}`).querystring).toEqual({ path: { value: page }, lang: { value: 'fr' } });
    }
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

describe('catalog page rewrite (home, listing, product page and sitemap behaviours)', () => {
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
  it.each([
    ['/shop/', ''],
    ['/shop/fr', ''],
    ['/shop/fr/', ''],
    ['/shop/products', ''],
    ['/shop/products/', 'sort=price-high'],
    ['/shop/products/rings', 'search=rose%20quartz&sort=price-low'],
    ['/shop/fr/products/rings/', 'materials=Sterling%20Silver'],
  ])('sends the page %s (query %s) to the pages route as the local server does, the filters as they came', (uri, search) => {
    const querystring = Object.fromEntries(
      search ? search.split('&').map((pair) => [pair.split('=')[0]!, { value: pair.split('=')[1]! }]) : [],
    );
    expect(asPath(run(code, uri, querystring))).toBe(catalogPageApiPath('/shop/', uri, search ? `?${search}` : ''));
  });
  it('replaces a viewer\'s own path and lang on a listing, so neither can be forged', () => {
    const request = run(code, '/shop/products', { path: { value: 'product/1' }, lang: { value: 'fr' }, sort: { value: 'newest' } });
    expect(request.querystring).toEqual({ sort: { value: 'newest' }, path: { value: 'products' } });
  });
  it('uses the configured base path', () => {
    expect(run(catalogPageRewriteSource('/crystals/'), '/crystals/products').querystring).toEqual({ path: { value: 'products' } });
    expect(run(catalogPageRewriteSource('/crystals/'), '/crystals/product/12').uri).toBe('/api/products/12/page');
    expect(run(catalogPageRewriteSource('/crystals/'), '/crystals/sitemap.xml').uri).toBe('/api/sitemap.xml');
  });
});
