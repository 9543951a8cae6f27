import type { Plugin } from 'vite';
import { SHOP } from '../../shared/src/constants';
import { SHARE_IMAGE, SHOP_DESCRIPTION } from '../src/config/share';

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
export function defaultHeadTags(origin: string, basePath: string): string {
  const image = `${origin.replace(/\/$/, '')}${basePath.replace(/\/$/, '')}${SHARE_IMAGE.path}`;
  const meta: [string, string, string][] = [
    ['name', 'description', SHOP_DESCRIPTION],
    ['property', 'og:site_name', SHOP.name],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', SHOP.name],
    ['property', 'og:description', SHOP_DESCRIPTION],
    ['property', 'og:locale', 'en_CA'],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SHARE_IMAGE.width)],
    ['property', 'og:image:height', String(SHARE_IMAGE.height)],
    ['property', 'og:image:alt', SHARE_IMAGE.alt],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return meta.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" data-default-head />`).join('\n    ');
}

/**
 * Writes robots.txt into the build, under the base path, and index.html's default share tags. (The
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
  };
}
