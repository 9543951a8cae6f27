import type { LanguageTag } from './language-tags';
import { AFTER_PAINT_ATTRIBUTE, APP_ATTRIBUTE, EARLY_TAP_RECORDER, PAGE_STATE_ELEMENT_ID, PRELOAD_ATTRIBUTE } from './page-start';
import type { Language } from './schemas/language';

/**
 * The pages that arrive as HTML (issue 34, docs/decisions/0063-server-rendered-pages.md): which addresses
 * the catalog function renders, which the web build prerenders, and the data block a rendered page
 * carries for the browser to hydrate from. Shared by the renderer (web/src/server), the catalog
 * function, the edge functions (infra) and the local front door.
 */

/**
 * Information pages, prerendered at build in each language: `{base}about` is served from
 * `{base}pages/about.html`, `{base}fr/about` from `{base}pages/fr/about.html`.
 */
export const PRERENDERED_PAGES = [
  'about',
  'size-guide',
  'jewelry-care',
  'warranty',
  'returns',
  'financing',
  'privacy-policy',
  'terms',
  'contact',
] as const;

/** Where a prerendered page's file lies under the base path. */
export const prerenderedFile = (page: string, language: 'en' | 'fr'): string =>
  `pages/${language === 'fr' ? 'fr/' : ''}${page}.html`;

/**
 * The pages the catalog function renders through its pages route, as an in-app path (after `{base}` or
 * `{base}fr/`): the home page (''), the listing (`products`), a collection's (`products/{slug}`), and the
 * information pages, drawn with the shop's live settings (their prerendered copies serve a distribution
 * without the API behind it). Product pages have their own route (`/api/products/{id}/page`). Anything
 * else: false.
 */
export function isRenderedPagePath(appPath: string): boolean {
  return appPath === '' || /^products(\/[^/]{1,100})?$/.test(appPath) || (PRERENDERED_PAGES as readonly string[]).includes(appPath);
}

/**
 * What the page renderer (web/src/server/render-page.tsx) takes: the one contract between the web build
 * that makes it and the catalog function and prerender that run it.
 */
export type RenderInput = {
  /** The document's address under the base path, with its query: `/shop/fr/products/rings?sort=price-asc`. */
  url: string;
  /**
   * Answers the page's catalogue reads (the listing, the featured pieces, a piece, the collections, the
   * shop's settings) as the API would. Without it (pages prerendered at build) every read is refused and
   * the page renders without catalogue data, as the browser's first render would.
   */
  fetchApi?: typeof fetch;
  /** The site's origin (`https://shop.example`), for the page's canonical and share addresses. */
  origin?: string;
};

/** What the page renderer gives for one page. */
export type RenderedPage = {
  /** The document's language. */
  language: Language;
  /** The `lang` of <html>: 'en-CA' or 'fr-CA'. */
  langTag: LanguageTag;
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's own title, description, canonical and share tags (React's hoisted <head> elements). */
  head: string;
  /** The query cache the page was drawn from, as JSON ('<' escaped), for the browser to hydrate from. */
  state: string;
  /** 404 when a read the page was drawn from was not found (a missing piece), else 200. */
  status: number;
};

/** The page renderer's module: what `render-page.mjs` exports. */
export type PageRenderer = { renderPage(input: RenderInput): Promise<RenderedPage> };

/** index.html's shop-wide share tags (web/build/seo-files.ts), which a page's own replace. */
export const DEFAULT_HEAD_TAG = /[ \t]*<(?:meta|link)\b[^>]*\bdata-default-head\b[^>]*>\n?/g;

/**
 * The page's head elements marked `data-default-head`: what a crawler reads, which the app removes before
 * it takes the page over and replaces with its own (web/src/main.tsx), so none is doubled.
 */
export const markedAsDefault = (head: string): string => head.replace(/<(title|meta|link)\b/g, '<$1 data-default-head');

/**
 * The app's code fetched at low priority: product.html (web/build/product-page-shell.ts), the shell a
 * product page falls back to when it could not be rendered, preloads its main photo, which should come
 * first on a slow connection; the code follows. A rendered page goes further (`codeAfterPaint`).
 */
export const lowPriorityCode = (html: string): string =>
  html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');

/**
 * A page that arrived as HTML fetches the app's code only once it has been painted: the app's module
 * script (named `data-after-paint` in the shell: web/src/take-over/after-paint-script.ts) gives way to
 * the after-paint script (web/src/take-over/start-after-paint.ts), which names the app in `data-app` and
 * imports it after the page's first paint. The shell's module preloads (the app's own chunks, a product
 * page's, the French site's first-screen French) go from the head, so nothing but the page, its stylesheet and its photos
 * comes before that paint; their addresses move to the script's `data-preload`, and it asks for them
 * once the page is painted. A shell without an after-paint script is left as it is.
 */
export function codeAfterPaint(html: string): string {
  const script = new RegExp(`<script type="module"([^>]*) src="([^"]+)" ${AFTER_PAINT_ATTRIBUTE}="([^"]+)"></script>`);
  if (!script.test(html)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, (link) => {
    const href = / href="([^"]+)"/.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const preload = preloads.length ? ` ${PRELOAD_ATTRIBUTE}="${preloads.join(' ')}"` : '';
  return withoutPreloads.replace(
    script,
    (_, attrs: string, app: string, boot: string) =>
      `<script type="module"${attrs.replace(/ fetchpriority="[^"]*"/, '')} src="${boot}" ${APP_ATTRIBUTE}="${app}"${preload}></script>`,
  );
}

/** The page's language on <html>. */
export const withLanguage = (html: string, langTag: string): string =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${langTag}"`);

/**
 * A page shell (index.html) filled with a rendered page: the page drawn inside #root, followed by the
 * query cache it was drawn from (a JSON data block: never run, so the CSP has no say), for the app to
 * hydrate once the page has been painted (`codeAfterPaint`). Before the after-paint script, the early-tap
 * recorder, inline (the CSP allows it by its hash: page-start.ts): a tap made before that script runs
 * is kept too. `ownHead`: the page's own title and share tags take the place of the shell's defaults (a
 * product page brings its own instead: page-head/product-page-html.ts).
 */
export function fillPageShell(template: string, page: Pick<RenderedPage, 'langTag' | 'html' | 'head' | 'state'>, { ownHead }: { ownHead: boolean }): string {
  let html = codeAfterPaint(withLanguage(template, page.langTag)).replace(
    new RegExp(`([ \t]*)(<script type="module"[^>]* ${APP_ATTRIBUTE}=)`),
    (_, indent: string, script: string) => `${indent}<script>${EARLY_TAP_RECORDER}</script>\n${indent}${script}`,
  );
  if (ownHead) {
    html = html
      .replace(DEFAULT_HEAD_TAG, '')
      .replace(/[ \t]*<title>[^<]*<\/title>\n?/, '')
      .replace('</head>', () => `  ${markedAsDefault(page.head)}\n  </head>`);
  }
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${state}`);
}

/** The prerendered file for a path under the base path (`about`, `fr/about/`), if it is a prerendered page. */
export function prerenderedFileFor(rel: string): string | undefined {
  const trimmed = rel.replace(/\/$/, '');
  const french = trimmed.startsWith('fr/');
  const page = french ? trimmed.slice('fr/'.length) : trimmed;
  return (PRERENDERED_PAGES as readonly string[]).includes(page) ? prerenderedFile(page, french ? 'fr' : 'en') : undefined;
}

/** Where the catalog function finds the page renderer in its Lambda bundle (infra/lib/catalog-pages.ts copies it there). */
export const BUNDLED_PAGE_RENDERER = 'page-renderer/render-page.mjs';
