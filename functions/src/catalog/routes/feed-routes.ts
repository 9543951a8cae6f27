import * as z from '@crystal/shared/zod';
import { languageSchema } from '@crystal/shared/schemas/language';
import { defineRoute } from '../../lib/http/define-route';
import { googleFeedResponse, metaFeedResponse, type FeedPlace } from '../feeds/feed-service';
import { SITE } from '../page-template';
import { FOUND_CACHE } from '../pages/page-cache';

/** The shopping feeds Google and Meta fetch on a schedule (docs/decisions/0106-product-feeds.md). */

/** The feeds link the site's pages and are kept as the rendered pages are. */
const PLACE: FeedPlace = { site: SITE, cacheControl: FOUND_CACHE };

/** `lang=en|fr` (English when absent); any other parameter is refused. */
const googleQuery = z.strictObject({ lang: z.optional(languageSchema) });

export const googleFeed = defineRoute({ query: googleQuery }, async ({ query }) => googleFeedResponse(query.lang ?? 'en', PLACE));

export const metaFeed = defineRoute({ query: z.strictObject({}) }, async () => metaFeedResponse(PLACE));
