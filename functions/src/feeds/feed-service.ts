import { shopToday } from '@crystal/shared/shop-date';
import type { Language } from '@crystal/shared/schemas/language';
import { languagePrefix } from '@crystal/shared/product-page';
import { FOUND_CACHE, listActiveProducts, listCategories, SITE } from '../catalog';
import { getShopSettings } from '../settings';
import type { HttpResult } from '../lib/http/responses';
import { feedItems, type FeedContext } from './feed-item';
import { googleFeedXml } from './write-google-feed';
import { metaFeedCsv } from './write-meta-feed';

/**
 * The feeds are cached as the rendered pages are (CloudFront keeps them 5 minutes, refreshes behind the
 * scenes), and built from the live table: a piece changed in /admin is in the next fetch after that.
 */
const FEED_CACHE = FOUND_CACHE;

async function itemsIn(language: Language) {
  const [products, categories, settings] = await Promise.all([listActiveProducts(), listCategories(), getShopSettings()]);
  const ctx: FeedContext = { language, site: SITE, shipping: settings.shipping, today: shopToday() };
  return feedItems(products, categories, ctx);
}

/** GET /api/feeds/google.xml: the live catalogue as Google Merchant Center's feed, in English or French. */
export async function googleFeedResponse(language: Language): Promise<HttpResult> {
  const shopUrl = `${SITE.origin.replace(/\/$/, '')}${SITE.basePath}${languagePrefix(language)}`;
  return {
    status: 200,
    text: googleFeedXml(await itemsIn(language), language, shopUrl),
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': FEED_CACHE },
  };
}

/** GET /api/feeds/meta.csv: the same rows as Meta's catalogue feed. */
export async function metaFeedResponse(): Promise<HttpResult> {
  return {
    status: 200,
    text: metaFeedCsv(await itemsIn('en')),
    headers: { 'content-type': 'text/csv; charset=utf-8', 'cache-control': FEED_CACHE },
  };
}
