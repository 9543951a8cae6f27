import { shopToday } from '@crystal/shared/shop-date';
import type { Language } from '@crystal/shared/schemas/language';
import { languagePrefix } from '@crystal/shared/product-page';
import { listCategories } from '../category-repository';
import { listActiveProducts } from '../product-repository';
import { getShopSettings } from '../../settings';
import type { HttpResult } from '../../lib/http/responses';
import { feedItems, type FeedContext } from './feed-item';
import { googleFeedXml } from './write-google-feed';
import { metaFeedCsv } from './write-meta-feed';

/**
 * Where the feeds' links point (the site's origin and base path) and how long they are kept: the caller
 * gives the rendered pages' own (CloudFront keeps them 5 minutes and refreshes behind the scenes). Built from
 * the live table, so a piece changed in /admin is in the feeds once CloudFront's copy is 5 minutes old.
 */
export type FeedPlace = { site: FeedContext['site']; cacheControl: string };

async function itemsIn(language: Language, site: FeedPlace['site']) {
  const [products, categories, settings] = await Promise.all([listActiveProducts(), listCategories(), getShopSettings()]);
  const ctx: FeedContext = { language, site, shipping: settings.shipping, today: shopToday() };
  return feedItems(products, categories, ctx);
}

/** GET /api/feeds/google.xml: the live catalogue as Google Merchant Center's feed, in English or French. */
export async function googleFeedResponse(language: Language, { site, cacheControl }: FeedPlace): Promise<HttpResult> {
  const shopUrl = `${site.origin.replace(/\/$/, '')}${site.basePath}${languagePrefix(language)}`;
  return {
    status: 200,
    text: googleFeedXml(await itemsIn(language, site), language, shopUrl),
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl },
  };
}

/** GET /api/feeds/meta.csv: the same rows as Meta's catalogue feed. */
export async function metaFeedResponse({ site, cacheControl }: FeedPlace): Promise<HttpResult> {
  return {
    status: 200,
    text: metaFeedCsv(await itemsIn('en', site)),
    headers: { 'content-type': 'text/csv; charset=utf-8', 'cache-control': cacheControl },
  };
}
