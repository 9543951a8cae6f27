import { fillPageShell, isRenderedPagePath, withLanguage, type RenderedPage } from '@crystal/shared/page-html';
import { languagePrefix } from '@crystal/shared/product-page';
import { LANGUAGE_TAGS, type Language } from '@crystal/shared/schemas/language';
import type { HttpResult } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { loadPageTemplate, SITE } from '../page-template';
import { loadPageRenderer } from './load-page-renderer';
import { FOUND_CACHE, htmlPage, MISSING_CACHE, SHELL_CACHE } from './page-cache';

/**
 * A catalogue page drawn by the app's own renderer from the catalogue's reads (answered in-process by
 * the API's own routes), for the document at `{base}{fr/}{appPath}?{search}`. A shopper's JavaScript takes
 * it over; a crawler or a browser without JavaScript reads it as it is. Undefined without a renderer
 * (the function's own tests) or when it fails (logged): the page is then the shell the browser draws.
 */
export async function drawPage(documentPath: string, reads: CatalogueReads): Promise<RenderedPage | undefined> {
  const renderer = await loadPageRenderer();
  if (!renderer) return undefined;
  try {
    return await renderer.renderPage({ url: documentPath, fetchApi: reads, origin: SITE.origin });
  } catch (error) {
    logger.error('A page was served without its rendering', { error: error as Error, documentPath });
    return undefined;
  }
}

/** The catalogue's reads answered in-process, as `fetch` (routes/catalogue-reads.ts). */
export type CatalogueReads = typeof fetch;

/**
 * The HTML of the home page, the listing and a collection's listing (`appPath` '', `products`,
 * `products/{slug}`), with the listing's filters (`search`, the document's own query string), and of the
 * information pages (`about`, `returns`, ...), whose words carry the shop's live settings. When the
 * renderer is missing or fails, the app's shell is served (kept a minute) and the browser draws the page.
 */
export async function shopPageHtml(appPath: string, search: string, language: Language, reads: CatalogueReads): Promise<HttpResult> {
  const template = await loadPageTemplate(language === 'fr' ? 'fr/index.html' : 'index.html');
  if (!isRenderedPagePath(appPath)) return htmlPage(404, template, MISSING_CACHE);
  // `{base}products/{id}` is a piece's old address (decision 0001): its page, for good.
  const pieceId = /^products\/([1-9]\d{0,11})$/.exec(appPath)?.[1];
  if (pieceId) {
    const location = `${SITE.basePath}${languagePrefix(language)}product/${pieceId}`;
    return { status: 301, text: '', headers: { location, 'cache-control': FOUND_CACHE } };
  }
  const documentPath = `${SITE.basePath}${languagePrefix(language)}${appPath}${search ? `?${search}` : ''}`;
  const page = await drawPage(documentPath, reads);
  if (!page) return htmlPage(200, withLanguage(template, LANGUAGE_TAGS[language]), SHELL_CACHE);
  return htmlPage(page.status, fillPageShell(template, page, { ownHead: true }), page.status === 200 ? FOUND_CACHE : MISSING_CACHE);
}

/**
 * A listing's plain HTML search form submitted before the app took the page over (`?search=+++`, or
 * `"   amethyst "`): 301 to the address with the term trimmed, and with no `search` at all when it is blank,
 * so the padded address never stays in the bar or in a share (issue 44).
 */
export function trimmedSearchRedirect(appPath: string, search: string, filters: Record<string, string>, language: Language): HttpResult {
  const term = search.trim();
  const query = new URLSearchParams({ ...filters, ...(term ? { search: term } : {}) }).toString();
  const location = `${SITE.basePath}${languagePrefix(language)}${appPath}${query ? `?${query}` : ''}`;
  return { status: 301, text: '', headers: { location, 'cache-control': FOUND_CACHE } };
}
