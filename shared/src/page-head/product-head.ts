import type { Product } from '../schemas/product';
import type { ReviewDto } from '../schemas/review';
import { ogImageUrl } from '../images/image-urls';
import { productSummary } from '../product-page';
import { availabilityOf, OG_AVAILABILITY } from '../product-stock-counts';
import { CURRENCY } from '../constants/shop';
import { pageHead, pageUrl, siteUrl, type HeadContext, type PageHead } from './head-model';
import { productJsonLd, productWords } from './product-json-ld';
import type { Seller } from './seller';

/** A piece's photos, each once: its main one first. */
export const productPhotos = (product: Pick<Product, 'imageUrl' | 'imageUrls'>): string[] =>
  [...new Set([product.imageUrl, ...(product.imageUrls ?? [])].filter(Boolean))];

/** The in-app path of a piece's page. */
const productPath = (id: number) => `/product/${id}`;

/** schema.org BreadcrumbList from the piece's data: its main collection's listing, then the piece. */
function breadcrumbJsonLd(ctx: HeadContext, product: Product, name: string, category: string): Record<string, unknown> {
  const item = (position: number, itemName: string, path: string) => ({
    '@type': 'ListItem',
    position,
    name: itemName,
    item: pageUrl(ctx, ctx.language, path),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [item(1, category, `/products/${product.category.slug}`), item(2, name, productPath(product.id))],
  };
}

/**
 * A product page's head: its name and summary, its photo for link previews (the pipeline's 1200x630 crop
 * when the piece has processed images), price and availability for Open Graph, and its Product and
 * BreadcrumbList structured data. The catalog function writes it into the page's HTML; the app renders it.
 */
export function productHead(ctx: HeadContext, product: Product, { shop, reviews = [] }: { shop: Seller; reviews?: readonly ReviewDto[] }): PageHead {
  const words = productWords(product, ctx.language);
  const path = productPath(product.id);
  const firstImage = product.images?.[0];
  return pageHead(ctx, {
    title: words.name,
    description: productSummary(words.description),
    path,
    type: 'product',
    image: { url: firstImage ? ogImageUrl(firstImage) : product.imageUrl, alt: firstImage?.alt || words.name },
    extraMeta: [
      { attribute: 'property', key: 'product:price:amount', content: product.price },
      { attribute: 'property', key: 'product:price:currency', content: CURRENCY },
      { attribute: 'property', key: 'product:availability', content: OG_AVAILABILITY[availabilityOf(product)] },
    ],
    jsonLd: [
      productJsonLd(product, {
        url: pageUrl(ctx, ctx.language, path),
        images: productPhotos(product).map((url) => siteUrl(ctx, url)),
        shop,
        language: ctx.language,
        reviews,
      }),
      breadcrumbJsonLd(ctx, product, words.name, words.category),
    ],
  });
}
