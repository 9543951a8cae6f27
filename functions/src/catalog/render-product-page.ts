import { SHOP } from '@crystal/shared/constants';
import { productSummary } from '@crystal/shared/product-page';
import type { Product } from '@crystal/shared/schemas/product';
import { ogImageUrl } from '@crystal/shared/images/image-urls';
import { mainImagePreload } from '@crystal/shared/images/main-image-preload';

export type SiteAddress = { origin: string; basePath: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's shop-wide share tags (web/build/seo-files.ts), which a product page replaces with its own. */
const DEFAULT_TAG = /[ \t]*<meta\b[^>]*\bdata-default-head\b[^>]*>\n?/g;

/** An absolute URL on the site for a rooted path (`/media/...`, `/shop/...`), or the URL itself. */
export function siteUrl(site: SiteAddress, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${site.origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : site.basePath}${pathOrUrl}`;
}

/**
 * A product page's HTML: the app's index.html with the product's title, description, canonical URL,
 * Open Graph and product tags, so a link preview (whose crawler runs no JavaScript) shows the piece, its
 * photo and price. The tags carry `data-default-head`: the page's own tags replace them once the app
 * runs. The main photo is preloaded, so it starts with the HTML rather than after the app's code.
 */
function preloadTag(product: Product): string {
  const p = mainImagePreload(product);
  const responsive = 'imageSrcSet' in p
    ? ` imagesrcset="${escapeHtml(p.imageSrcSet)}" imagesizes="${escapeHtml(p.imageSizes)}" type="${p.type}"`
    : ` href="${escapeHtml(p.href)}"`;
  return `<link rel="preload" as="image"${responsive} fetchpriority="high" />`;
}

export function renderProductPage(template: string, product: Product, site: SiteAddress): string {
  const title = `${product.name} | ${SHOP.name}`;
  const description = productSummary(product.description);
  // The link preview: the pipeline's 1200x630 crop when the piece has processed images.
  const image = siteUrl(site, product.images?.[0] ? ogImageUrl(product.images[0]) : product.imageUrl);
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', SHOP.name],
    ['property', 'og:type', 'product'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', siteUrl(site, `${site.basePath}product/${product.id}`)],
    ['property', 'og:locale', 'en_CA'],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', product.images?.[0]?.alt || product.name],
    ['property', 'product:price:amount', product.price],
    ['property', 'product:price:currency', 'CAD'],
    ['property', 'product:availability', product.stockQuantity > 0 ? 'in stock' : 'out of stock'],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(siteUrl(site, `${site.basePath}product/${product.id}`))}" data-default-head />`,
    ...meta.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-default-head />`),
    preloadTag(product),
  ];
  return template
    .replace(DEFAULT_TAG, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
