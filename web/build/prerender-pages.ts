/**
 * Prerenders the information pages (shared/src/page-html.ts PRERENDERED_PAGES) in each language with the
 * page renderer the build has just made (dist-server/render-page.mjs), into `<dist>/pages/[fr/]<page>.html`:
 * the front door serves them for `{base}about`, `{base}fr/about` and the rest (infra/lib/edge-functions.ts,
 * scripts/local/serve-static.ts), and the browser hydrates them. Run by `npm run build` after both builds.
 *
 *   tsx build/prerender-pages.ts [dist folder, default dist]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillPageShell, PRERENDERED_PAGES, prerenderedFile, type PageRenderer } from '../../shared/src/page-html';
import { PAGE_STATE_ELEMENT_ID, PRERENDERED_ATTRIBUTE } from '../../shared/src/page-start';
import { languagePrefix } from '../../shared/src/product-page';

const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const base = `/${(process.env.BASE_PATH ?? '/shop/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const origin = process.env.SITE_ORIGIN ?? process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000';

const { renderPage } = (await import(pathToFileURL(path.join(`${dist}-server`, 'render-page.mjs')).href)) as PageRenderer;
const shells = { en: readFileSync(path.join(dist, 'index.html'), 'utf8'), fr: readFileSync(path.join(dist, 'fr', 'index.html'), 'utf8') };

for (const language of ['en', 'fr'] as const) {
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderPage({ url: `${base}${languagePrefix(language)}${page}`, origin });
    if (rendered.status !== 200 || rendered.language !== language) throw new Error(`${language} ${page} rendered ${rendered.status} in ${rendered.language}`);
    const file = path.join(dist, prerenderedFile(page, language));
    mkdirSync(path.dirname(file), { recursive: true });
    // Drawn without the shop's live settings: marked, so the app draws it afresh (main.tsx).
    const html = fillPageShell(shells[language], rendered, { ownHead: true }).replace(`id="${PAGE_STATE_ELEMENT_ID}"`, `id="${PAGE_STATE_ELEMENT_ID}" ${PRERENDERED_ATTRIBUTE}`);
    writeFileSync(file, html);
  }
}
console.log(`prerendered ${PRERENDERED_PAGES.length * 2} pages into ${path.relative(process.cwd(), dist)}/pages`);
