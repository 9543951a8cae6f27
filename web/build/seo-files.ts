import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SHOP } from '../../shared/src/constants/shop';
import { firstScreenFrenchChunks } from './compile-catalogues';
import { SHARE_IMAGE, SHARE_TEXTS } from '../../shared/src/page-head/share-card';

type Language = keyof typeof SHARE_TEXTS;
const TAGS: Record<Language, { lang: string; og: string; alternate: string }> = {
  en: { lang: 'en-CA', og: 'en_CA', alternate: 'fr_CA' },
  fr: { lang: 'fr-CA', og: 'fr_CA', alternate: 'en_CA' },
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeXml(s).replace(/"/g, '&quot;');

export function robotsTxt(origin: string, basePath: string): string {
  const base = basePath.replace(/\/$/, '');
  return [
    'User-agent: *',
    `Allow: ${base}/`,
    `Disallow: ${base}/admin`,
    `Disallow: ${base}/checkout`,
    `Disallow: ${base}/cart`,
    `Disallow: ${base}/order-confirmation`,
    `Disallow: ${base}/wishlist`,
    '',
    `Sitemap: ${origin.replace(/\/$/, '')}${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The shop's description and preview card as index.html's default tags, marked `data-default-head`:
 * link-preview crawlers run no JavaScript, so without these a shared link would show a bare title. The
 * Seo component removes them when a page renders its own. No canonical or og:url here: a deep link is
 * served the same index.html, and a crawler then takes the address it fetched.
 */
export function defaultHeadTags(origin: string, basePath: string, language: Language = 'en'): string {
  const image = `${origin.replace(/\/$/, '')}${basePath.replace(/\/$/, '')}${SHARE_IMAGE.path}`;
  const texts = SHARE_TEXTS[language];
  const meta: [string, string, string][] = [
    ['name', 'description', texts.description],
    ['property', 'og:site_name', SHOP.name],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', SHOP.name],
    ['property', 'og:description', texts.description],
    ['property', 'og:locale', TAGS[language].og],
    ['property', 'og:locale:alternate', TAGS[language].alternate],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SHARE_IMAGE.width)],
    ['property', 'og:image:height', String(SHARE_IMAGE.height)],
    ['property', 'og:image:alt', texts.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return meta.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" data-default-head />`).join('\n    ');
}

/**
 * The French site's index.html (`{base}fr/index.html`), made from the built English one: right before any
 * JavaScript runs, with `lang="fr-CA"`, the French title and share tags, and the chunks of its first
 * screen's French preloaded (the French site fetches them before its first render:
 * compile-catalogues.ts, `firstScreenFrenchChunks`). The front door serves it for every
 * `{base}fr/...` page, as it serves index.html for the English ones.
 */
export function frenchIndexHtml(englishHtml: string, origin: string, basePath: string, frenchChunks: readonly string[] = []): string {
  const preload = frenchChunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${basePath}${chunk}">\n  `).join('');
  return englishHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${TAGS.fr.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(SHARE_TEXTS.fr.title)}</title>`)
    .replace(defaultHeadTags(origin, basePath, 'en'), defaultHeadTags(origin, basePath, 'fr'))
    .replace('</head>', `${preload}</head>`);
}

/**
 * Writes robots.txt into the build, under the base path, index.html's default share tags and the French index.html. (The
 * sitemap is served from the live catalogue: shared/src/site-map.ts.) The public origin comes from
 * SITE_ORIGIN (or PUBLIC_ORIGIN) at build time; locally it defaults to the local server.
 */
export function seoFiles(basePath: string): Plugin {
  const origin = process.env.SITE_ORIGIN ?? process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:3000';
  return {
    name: 'crystal-seo-files',
    apply: 'build',
    transformIndexHtml(html) {
      return html.replace('</head>', `  ${defaultHeadTags(origin, basePath)}\n  </head>`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin, basePath) });
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const english = readFileSync(path.join(dir, 'index.html'), 'utf8');
      mkdirSync(path.join(dir, 'fr'), { recursive: true });
      writeFileSync(path.join(dir, 'fr', 'index.html'), frenchIndexHtml(english, origin, basePath, firstScreenFrenchChunks(bundle, english)));
    },
  };
}
