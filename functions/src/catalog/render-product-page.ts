import { reviewsJsonLd } from '@crystal/shared/reviews-json-ld';
import type { ReviewDto } from '@crystal/shared/schemas/review';
import { SHOP } from '@crystal/shared/constants/shop';
import { productPagePath, productSummary } from '@crystal/shared/product-page';
import { LANGUAGE_TAGS, type Language } from '@crystal/shared/schemas/language';
import type { Product } from '@crystal/shared/schemas/product';
import { ogImageUrl } from '@crystal/shared/images/image-urls';
import { mainImagePreload } from '@crystal/shared/images/main-image-preload';
import { escapeHtml } from './escape-html';
import { DEFAULT_HEAD_TAG, fillPageShell, withLanguage, type RenderedPage } from '@crystal/shared/page-html';
import { availabilityOf, OG_AVAILABILITY, SCHEMA_AVAILABILITY } from '@crystal/shared/product-stock';

export type SiteAddress = { origin: string; basePath: string };

/** An absolute URL on the site for a rooted path (`/media/...`, `/shop/...`), or the URL itself. */
export function siteUrl(site: SiteAddress, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${site.origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : site.basePath}${pathOrUrl}`;
}

/**
 * A product page's HTML: the app's index.html with the product's title, description, canonical URL,
 * Open Graph and product tags, so a link preview (whose crawler runs no JavaScript) shows the piece, its
 * photo and price. The tags carry `data-default-head`: the page's own tags replace them once the app
 * runs. The main photo is preloaded, so it starts with the HTML rather than after the app's code, and
 * the page itself, drawn by the app's renderer (pages/), is in the HTML with the data it was drawn from.
 */
function preloadTag(product: Product): string {
  const p = mainImagePreload(product);
  const responsive = 'imageSrcSet' in p
    ? ` imagesrcset="${escapeHtml(p.imageSrcSet)}" imagesizes="${escapeHtml(p.imageSizes)}" type="${p.type}"`
    : ` href="${escapeHtml(p.href)}"`;
  return `<link rel="preload" as="image"${responsive} fetchpriority="high" />`;
}

/** The piece's words in the page's language: approved French, or the English when it has none. */
function wordsOf(product: Product, language: Language): { name: string; description: string } {
  const fr = language === 'fr' ? product.translations?.fr : undefined;
  return { name: fr?.name ?? product.name, description: fr?.description ?? product.description };
}

/** Both languages' addresses of the page, and x-default (English), for search engines. */
function alternateTags(site: SiteAddress, id: number): string[] {
  const url = (language: Language) => escapeHtml(siteUrl(site, productPagePath(site.basePath, id, language)));
  return [
    `<link rel="alternate" hreflang="en-CA" href="${url('en')}" data-default-head />`,
    `<link rel="alternate" hreflang="fr-CA" href="${url('fr')}" data-default-head />`,
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" data-default-head />`,
  ];
}

/** schema.org Product data in the page's language (`inLanguage`), with the offer. */
function jsonLdTag(product: Product, words: { name: string; description: string }, url: string, image: string, language: Language, reviews: readonly ReviewDto[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: words.name,
    description: words.description,
    image,
    sku: product.sku,
    url,
    inLanguage: LANGUAGE_TAGS[language],
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'CAD',
      availability: SCHEMA_AVAILABILITY[availabilityOf(product)],
      url,
    },
    // Published reviews only, and only once one is published (docs/decisions/0108-reviews-from-buyers.md).
    ...reviewsJsonLd(product.rating, reviews),
  };
  return `<script type="application/ld+json" data-default-head>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function renderProductPage(
  template: string,
  product: Product,
  site: SiteAddress,
  language: Language = 'en',
  rendered?: RenderedPage,
  reviews: readonly ReviewDto[] = [],
): string {
  const words = wordsOf(product, language);
  const title = `${words.name} | ${SHOP.name}`;
  const description = productSummary(words.description);
  const url = siteUrl(site, productPagePath(site.basePath, product.id, language));
  // The link preview: the pipeline's 1200x630 crop when the piece has processed images.
  const image = siteUrl(site, product.images?.[0] ? ogImageUrl(product.images[0]) : product.imageUrl);
  const meta: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', SHOP.name],
    ['property', 'og:type', 'product'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:locale', language === 'fr' ? 'fr_CA' : 'en_CA'],
    ['property', 'og:locale:alternate', language === 'fr' ? 'en_CA' : 'fr_CA'],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', product.images?.[0]?.alt || words.name],
    ['property', 'product:price:amount', product.price],
    ['property', 'product:price:currency', 'CAD'],
    ['property', 'product:availability', OG_AVAILABILITY[availabilityOf(product)]],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-default-head />`,
    ...alternateTags(site, product.id),
    ...meta.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-default-head />`),
    jsonLdTag(product, words, url, image, language, reviews),
    preloadTag(product),
  ];
  const tagged = withLanguage(template, LANGUAGE_TAGS[language])
    .replace(DEFAULT_HEAD_TAG, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  return rendered ? fillPageShell(tagged, rendered, { ownHead: false }) : tagged;
}
