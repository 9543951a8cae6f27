import { numericIdSchema } from '@crystal/shared/schemas/common';
import { languagePrefix } from '@crystal/shared/product-page';
import type { Product } from '@crystal/shared/schemas/product';
import { LANGUAGE_TAGS, type Language } from '@crystal/shared/schemas/language';
import { AppError } from '../lib/errors';
import type { HttpResult } from '../lib/http/responses';
import { logger } from '../lib/logger';
import { findProduct } from './catalog-service';
import { productReviews } from '../published-reviews';
import { getShopSettings } from '../settings';
import { DEFAULT_PUBLIC_SHOP_SETTINGS, publicShopSettings } from '@crystal/shared/shop-facts/default-shop-settings';
import { loadPageTemplate, SITE } from './page-template';
import { fillPageShell, withLanguage } from '@crystal/shared/page-html';
import { FOUND_CACHE, htmlPage, MISSING_CACHE } from './pages/page-cache';
import { drawPage, type CatalogueReads } from './pages/shop-page-service';
import { renderProductPage } from '@crystal/shared/page-head/product-page-html';
import { withReadAnswered } from './pages/answer-held-read';

/**
 * The HTML of `/product/{id}`: the page as the app draws it, with the product's head (shared/src/page-head/product-page-html.ts),
 * or, for an id that is not a product on sale (non-numeric ids make no read), the app's 'Product Not
 * Found' page with 404. If the product cannot be read, the plain shell is served uncached and the app
 * tries again itself.
 */
export async function productPageHtml(rawId: string, language: Language, reads: CatalogueReads): Promise<HttpResult> {
  const template = await loadPageTemplate('product.html');
  const shell = withLanguage(template, LANGUAGE_TAGS[language]);
  const id = numericIdSchema.safeParse(rawId);
  const path = `${SITE.basePath}${languagePrefix(language)}product/${encodeURIComponent(rawId)}`;
  const missing = async () => {
    const page = await drawPage(path, reads);
    return htmlPage(404, page ? fillPageShell(shell, page, { ownHead: true }) : shell, MISSING_CACHE);
  };
  if (!id.success) return missing();
  let product: Product;
  try {
    product = await findProduct(id.data);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return missing();
    logger.error('Product page served without its tags', { error: error as Error, productId: id.data });
    return htmlPage(200, shell, 'no-store');
  }
  // Its published reviews, read only when it has one, once: for the structured data and for the page the
  // app draws (its reviews read is answered from this one). The seller and delivery from the settings.
  const reviewsRead = product.rating ? productReviews(product.id) : undefined;
  const pageReads = reviewsRead ? withReadAnswered(reads, 'listProductReviews', { id: String(product.id) }, reviewsRead) : reads;
  const [rendered, reviews, settings] = await Promise.all([
    drawPage(path, pageReads),
    reviewsRead,
    // Unreadable settings leave the shop's defaults, as the app's own first render has them.
    getShopSettings().then(publicShopSettings, () => DEFAULT_PUBLIC_SHOP_SETTINGS),
  ]);
  const parts = { rendered, reviews: reviews?.reviews ?? [], shop: settings };
  return htmlPage(200, renderProductPage(template, product, SITE, language, parts), FOUND_CACHE);
}
