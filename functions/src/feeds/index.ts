/**
 * Product feeds for Google Merchant Center and Meta's catalogue (docs/decisions/0106-product-feeds.md).
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { googleFeedResponse, metaFeedResponse, type FeedPlace } from './feed-service';
