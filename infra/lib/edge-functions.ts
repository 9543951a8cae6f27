import { PRERENDERED_PAGES } from '@crystal/shared/page-html';

/**
 * Source of the CloudFront Functions (cloudfront-js-2.0) at the edge. Kept as plain functions so tests
 * can run the generated code.
 */

/** The id the distribution gives the API's origin, by which the SPA rewrite sends information pages to it. */
export const API_ORIGIN_ID = 'shop-api';

/**
 * SPA behaviour (`<base>*`): an extension-less path is a client-side route, answered by `<base>index.html`,
 * or on the French site (`<base>fr` and below) by `<base>fr/index.html`, the same app whose page starts in
 * French (`lang="fr-CA"`, French title, the French catalogue preloaded). The information pages
 * (`<base>about`, `<base>fr/about`, ...: shared/src/page-html.ts) are drawn by the catalog function with the
 * shop's live settings when the API is behind this distribution (`apiOriginId`: the request goes to that
 * origin as `/api/pages?path=about[&lang=fr]`, as the catalogue pages do); without it, by the HTML
 * prerendered at build (`<base>pages/about.html`, `<base>pages/fr/about.html`). Files (with an extension)
 * go to S3 untouched, so a missing file is still a 404 and API errors are never rewritten (the API has
 * its own behaviour without this function).
 */
export function spaRewriteSource(basePath: string, apiOriginId?: string): string {
  const live = apiOriginId !== undefined;
  return `${live ? "import cf from 'cloudfront';\n" : ''}var BASE = ${JSON.stringify(basePath)};
var INDEX = ${JSON.stringify(`${basePath}index.html`)};
var FRENCH = ${JSON.stringify(`${basePath}fr`)};
var PRERENDERED = ${JSON.stringify(Object.fromEntries(PRERENDERED_PAGES.map((page) => [page, true])))};
var API_ORIGIN = ${JSON.stringify(apiOriginId ?? null)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    var french = uri === FRENCH || uri.indexOf(FRENCH + '/') === 0;
    var page = uri.substring((french ? FRENCH + '/' : BASE).length).replace(/\\/$/, '');
    if (uri.indexOf(BASE) === 0 && PRERENDERED[page] === true) {
      if (API_ORIGIN !== null) {
        cf.selectRequestOriginById(API_ORIGIN);
        request.uri = '/api/pages';
        request.querystring = french ? { path: { value: page }, lang: { value: 'fr' } } : { path: { value: page } };
      } else {
        request.uri = BASE + 'pages/' + (french ? 'fr/' : '') + page + '.html';
      }
    } else {
      request.uri = french ? FRENCH + '/index.html' : INDEX;
    }
  }
  return request;
}`;
}

/** Default behaviour when the SPA lives under a base path: `/` and `<base>` without slash go to `<base>`. */
export function baseRedirectSource(basePath: string): string {
  return `var BASE = ${JSON.stringify(basePath)};
function handler(event) {
  var uri = event.request.uri;
  if (uri === '/' || uri === '' || uri === BASE.slice(0, -1)) {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: BASE } } };
  }
  return event.request;
}`;
}

/**
 * Catalog page behaviours (issue 34: `<base>`, `<base>products`, `<base>products/*`, `<base>product/*`, the
 * same under `<base>fr`, and `<base>sitemap.xml`): the request goes to the catalog function, which
 * answers the page as HTML drawn by the app's renderer, in French under `fr/`, and the sitemap from the
 * live catalogue. Same mapping as catalogPageApiPath in shared/src/product-page.ts:
 * - a product page: one segment after `product/` is the id, anything else asks for id `-` (a missing
 *   product); the French page carries `lang=fr`, the only query string passed on;
 * - the home page and the listings: `/api/pages?path=<in-app path>` (plus `lang=fr`), followed by the
 *   viewer's own query string as it came (the listing's filters), its own `path` and `lang` dropped.
 */
export function catalogPageRewriteSource(basePath: string): string {
  return `var BASE = ${JSON.stringify(basePath)};
var PRODUCT = ${JSON.stringify(`${basePath}product/`)};
var FRENCH_PRODUCT = ${JSON.stringify(`${basePath}fr/product/`)};
var SITEMAP = ${JSON.stringify(`${basePath}sitemap.xml`)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === SITEMAP) {
    request.querystring = {};
    request.uri = '/api/sitemap.xml';
    return request;
  }
  var frenchProduct = uri.indexOf(FRENCH_PRODUCT) === 0;
  if (frenchProduct || uri.indexOf(PRODUCT) === 0) {
    var rest = uri.substring((frenchProduct ? FRENCH_PRODUCT : PRODUCT).length).replace(/\\/$/, '');
    var id = rest && rest.indexOf('/') === -1 ? rest : '-';
    request.uri = '/api/products/' + id + '/page';
    request.querystring = frenchProduct ? { lang: { value: 'fr' } } : {};
    return request;
  }
  var inBase = uri.substring(BASE.length);
  var french = inBase === 'fr' || inBase.indexOf('fr/') === 0;
  var own = request.querystring || {};
  delete own.path;
  delete own.lang;
  own.path = { value: (french ? inBase.substring(2) : inBase).replace(/^\\//, '').replace(/\\/$/, '') };
  if (french) own.lang = { value: 'fr' };
  request.uri = '/api/pages';
  request.querystring = own;
  return request;
}`;
}
