import { numericIdSchema } from '@crystal/shared/schemas/common';
import type { Product } from '@crystal/shared/schemas/product';
import { SITE_SECURITY_HEADERS } from '@crystal/shared/security-headers';
import type { Language } from '@crystal/shared/schemas/language';
import { AppError } from '../lib/errors';
import type { HttpResult } from '../lib/http/responses';
import { logger } from '../lib/logger';
import { findProduct } from './catalog-service';
import { loadPageTemplate, SITE } from './page-template';
import { renderProductPage } from './render-product-page';

/** A page is a document of the site: the site's headers (CloudFront sets the same), HTML, shared caching. */
const page = (status: number, html: string, cacheControl: string): HttpResult => ({
  status,
  text: html,
  headers: { ...SITE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
});

/**
 * Tags may trail a price or stock change by a few minutes; the page's own data is always read fresh.
 * CloudFront answers from its copy and refreshes it behind the scenes (or keeps it while the function
 * fails), so a shopper seldom waits for the function.
 */
const FOUND_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400';
const MISSING_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * The HTML of `/product/{id}`: the app's index.html with the product's tags, or, for an id that is not a
 * product on sale (non-numeric ids make no read), the plain index.html with 404 so the app shows
 * 'Product Not Found'. If the product cannot be read, the plain page is served uncached and the app
 * tries again itself.
 */
export async function productPageHtml(rawId: string, language: Language = 'en'): Promise<HttpResult> {
  const template = await loadPageTemplate();
  const id = numericIdSchema.safeParse(rawId);
  const shell = language === 'fr' ? template.replace(/<html lang="[^"]*"/, '<html lang="fr-CA"') : template;
  if (!id.success) return page(404, shell, MISSING_CACHE);
  let product: Product;
  try {
    product = await findProduct(id.data);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return page(404, shell, MISSING_CACHE);
    logger.error('Product page served without its tags', { error: error as Error, productId: id.data });
    return page(200, shell, 'no-store');
  }
  return page(200, renderProductPage(template, product, SITE, language), FOUND_CACHE);
}
