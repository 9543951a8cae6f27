import type { ReviewDto } from '../schemas/review';
import { LANGUAGE_TAGS } from '../language-tags';
import type { Language } from '../schemas/language';
import type { Product } from '../schemas/product';
import { mainImagePreload } from '../images/main-image-preload';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '../shop-facts/default-shop-settings';
import { escapeHtml, headHtml } from './head-html';
import type { Site } from './head-model';
import { productHead } from './product-head';
import type { Seller } from './seller';
import { DEFAULT_HEAD_TAG, fillPageShell, withLanguage, type RenderedPage } from '../page-html';

/** The main photo, preloaded so it starts with the HTML rather than after the app's code. */
function preloadTag(product: Product): string {
  const p = mainImagePreload(product);
  const responsive = 'imageSrcSet' in p
    ? ` imagesrcset="${escapeHtml(p.imageSrcSet)}" imagesizes="${escapeHtml(p.imageSizes)}" type="${p.type}"`
    : ` href="${escapeHtml(p.href)}"`;
  return `<link rel="preload" as="image"${responsive} fetchpriority="high" />`;
}

/** What a product page is drawn with besides the piece: the app's rendering, its published reviews, the shop's settings. */
export type ProductPageParts = { rendered?: RenderedPage; reviews?: readonly ReviewDto[]; shop?: Seller };

/**
 * A product page's HTML: the app's index.html with the product's title, description, canonical URL,
 * Open Graph and product tags and structured data (the head the app renders: shared/src/page-head), so a link preview (whose crawler runs no JavaScript) shows the piece, its
 * photo and price. The tags carry `data-default-head`: the page's own tags replace them once the app
 * runs. The main photo is preloaded, so it starts with the HTML rather than after the app's code, and
 * the page itself, drawn by the app's renderer (pages/), is in the HTML with the data it was drawn from.
 */
export function renderProductPage(template: string, product: Product, site: Site, language: Language = 'en', parts: ProductPageParts = {}): string {
  const { rendered, reviews = [], shop = DEFAULT_PUBLIC_SHOP_SETTINGS } = parts;
  const head = productHead({ ...site, language }, product, { shop, reviews });
  const tags = [...headHtml(head), preloadTag(product)];
  const tagged = withLanguage(template, LANGUAGE_TAGS[language])
    .replace(DEFAULT_HEAD_TAG, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  return rendered ? fillPageShell(tagged, rendered, { ownHead: false }) : tagged;
}
