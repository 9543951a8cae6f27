/**
 * Source of the CloudFront Functions (cloudfront-js-2.0) at the edge. Kept as plain functions so tests
 * can run the generated code.
 */

/**
 * SPA behaviour (`<base>*`): an extension-less path is a client-side route, answered by `<base>index.html`,
 * or on the French site (`<base>fr` and below) by `<base>fr/index.html`, the same app whose page starts in
 * French (`lang="fr-CA"`, French title, the French catalogue preloaded). Files (with an extension) go to S3
 * untouched, so a missing file is still a 404 and API errors are never rewritten (the API has its own
 * behaviour without this function).
 */
export function spaRewriteSource(basePath: string): string {
  return `var INDEX = ${JSON.stringify(`${basePath}index.html`)};
var FRENCH = ${JSON.stringify(`${basePath}fr`)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = uri === FRENCH || uri.indexOf(FRENCH + '/') === 0 ? FRENCH + '/index.html' : INDEX;
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
 * Catalog page behaviours (`<base>product/*`, `<base>fr/product/*` and `<base>sitemap.xml`): the request
 * goes to the catalog function, which answers a product page with the app's index.html carrying the
 * product's title and share tags (link-preview crawlers run no JavaScript), in French under `fr/`, and
 * the sitemap from the live catalogue. Same mapping as catalogPageApiPath in shared/src/product-page.ts:
 * one segment after `product/` is the id, anything else asks for id `-` (a missing product); the French
 * page carries `lang=fr`, the only query string passed on.
 */
export function catalogPageRewriteSource(basePath: string): string {
  return `var PRODUCT = ${JSON.stringify(`${basePath}product/`)};
var FRENCH_PRODUCT = ${JSON.stringify(`${basePath}fr/product/`)};
var SITEMAP = ${JSON.stringify(`${basePath}sitemap.xml`)};
function handler(event) {
  var request = event.request;
  request.querystring = {};
  if (request.uri === SITEMAP) {
    request.uri = '/api/sitemap.xml';
  } else {
    var french = request.uri.indexOf(FRENCH_PRODUCT) === 0;
    var rest = request.uri.substring((french ? FRENCH_PRODUCT : PRODUCT).length).replace(/\\/$/, '');
    var id = rest && rest.indexOf('/') === -1 ? rest : '-';
    request.uri = '/api/products/' + id + '/page';
    if (french) request.querystring = { lang: { value: 'fr' } };
  }
  return request;
}`;
}
