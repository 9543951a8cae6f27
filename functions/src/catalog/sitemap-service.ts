import { sitemapPaths, sitemapXml } from '@crystal/shared/site-map';
import type { HttpResult } from '../lib/http/responses';
import { listShownCategories } from './category-repository';
import { SITE } from './page-template';
import { listActiveProducts } from './product-repository';

/** The sitemap of the live catalogue: every listed collection and every piece on sale (cached for an hour). */
export async function sitemapResponse(): Promise<HttpResult> {
  const [categories, products] = await Promise.all([listShownCategories(), listActiveProducts()]);
  const paths = sitemapPaths(
    categories.map((c) => c.slug),
    products.map((p) => p.id).sort((a, b) => a - b),
  );
  return {
    status: 200,
    text: sitemapXml(SITE.origin, SITE.basePath, paths),
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600' },
  };
}
