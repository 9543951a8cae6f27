import * as z from '@crystal/shared/zod';
import { languageSchema } from '@crystal/shared/schemas/language';
import { defineRoute } from '../../lib/http/define-route';
import { googleFeedResponse, metaFeedResponse } from '../../feeds';

/** The shopping feeds Google and Meta fetch on a schedule (docs/decisions/0106-product-feeds.md). */

/** `lang=en|fr` (English when absent); any other parameter is refused. */
const googleQuery = z.strictObject({ lang: z.optional(languageSchema) });

export const googleFeed = defineRoute({ query: googleQuery }, async ({ query }) => googleFeedResponse(query.lang ?? 'en'));

export const metaFeed = defineRoute({ query: z.strictObject({}) }, async () => metaFeedResponse());
