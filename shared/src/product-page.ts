import { isRenderedPagePath } from './page-html';

/**
 * A product page's address and its share summary, shared by the browser (the page's own tags), the
 * catalog function (the tags in the page's HTML) and the local front door (CloudFront's rewrite), and
 * the other document the catalog function answers: the sitemap.
 */

/** The longest description a search result or link preview shows in full. */
const SUMMARY_MAX = 155;

/** The product's description as a one-line preview: cut at 152 characters with an ellipsis when longer. */
export function productSummary(description: string): string {
  return description.length > SUMMARY_MAX ? `${description.slice(0, SUMMARY_MAX - 3).trimEnd()}…` : description;
}

/**
 * The shell a product page's HTML is made from, beside index.html under the base path: index.html plus a
 * modulepreload of the product page's own code, so a phone fetches it with the app's entry instead of
 * after it (web/build/product-page-shell.ts writes it).
 */
export const PRODUCT_PAGE_SHELL = 'product.html';

/** The French site's prefix under the base path: `{base}fr/`. */
export const FRENCH_PREFIX = 'fr/';

/** A language's prefix under the base path: '' for English, `fr/` for French. */
export const languagePrefix = (language: 'en' | 'fr' = 'en'): string => (language === 'fr' ? FRENCH_PREFIX : '');

/**
 * The API path that answers a product page's document request (`{base}product/{id}`, or
 * `{base}fr/product/{id}` with `?lang=fr`): the page's HTML with its title and share tags. Anything
 * deeper than one segment, or an empty one, asks for id `-`, which is answered as a missing product.
 * Other paths: undefined.
 */
export function productPageApiPath(basePath: string, pathname: string): string | undefined {
  const french = pathname.startsWith(`${basePath}${FRENCH_PREFIX}product/`);
  const prefix = `${basePath}${french ? FRENCH_PREFIX : ''}product/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  const id = rest && !rest.includes('/') ? rest : '-';
  return `/api/products/${id}/page${french ? '?lang=fr' : ''}`;
}

/** A product page's address in a language: `{base}product/{id}` or `{base}fr/product/{id}`. */
export function productPagePath(basePath: string, id: number, language: 'en' | 'fr'): string {
  return `${basePath}${languagePrefix(language)}product/${id}`;
}

/** The API path of the sitemap, served from the live catalogue for `{base}sitemap.xml`. */
export const SITEMAP_API_PATH = '/api/sitemap.xml';

/**
 * The API path that answers the home page's, a listing's or an information page's document request
 * (`{base}`, `{base}products`, `{base}products/{slug}`, `{base}about`, ..., each also under `{base}fr/`):
 * `/api/pages?path=...`, with `lang=fr` on the
 * French site, followed by the document's own query string as it came (the listing's filters; its own
 * `path` and `lang`, which no page uses, are dropped). Other paths: undefined.
 */
export function shopPageApiPath(basePath: string, pathname: string, search = ''): string | undefined {
  if (!pathname.startsWith(basePath)) return undefined;
  const rest = pathname.slice(basePath.length);
  const french = rest === 'fr' || rest.startsWith(FRENCH_PREFIX);
  const appPath = (french ? rest.slice(FRENCH_PREFIX.length - 1).replace(/^\//, '') : rest).replace(/\/$/, '');
  if (!isRenderedPagePath(appPath)) return undefined;
  const own = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !/^(path|lang)(=|$)/.test(pair));
  return `/api/pages?${[`path=${encodeURIComponent(appPath)}`, ...(french ? ['lang=fr'] : []), ...own].join('&')}`;
}

/**
 * Document requests the catalog function answers instead of the static site (CloudFront's catalog page
 * behaviours, and the local front door): `{base}sitemap.xml`, product pages, the home page and the
 * listings (with `search`, the document's query string). Others: undefined.
 */
export function catalogPageApiPath(basePath: string, pathname: string, search = ''): string | undefined {
  if (pathname === `${basePath}sitemap.xml`) return SITEMAP_API_PATH;
  return productPageApiPath(basePath, pathname) ?? shopPageApiPath(basePath, pathname, search);
}
