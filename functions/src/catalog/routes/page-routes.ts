import * as z from '@crystal/shared/zod';
import { frenchParamSchema } from '@crystal/shared/schemas/language';
import { defineRoute } from '../../lib/http/define-route';
import { productPageHtml } from '../product-page-service';
import { sitemapResponse } from '../sitemap-service';

/** The documents CloudFront sends here: a product page's HTML and the sitemap. */

/** Any id: a document request for a page that is not a product is answered with the app's 404 page. */
const pageParams = z.object({ id: z.string().check(z.maxLength(100)) });
/** `lang=fr` for the French page ({base}fr/product/{id}); any other query (a share link's tracking) is ignored. */
const pageQuery = z.object({ lang: frenchParamSchema });

export const productPage = defineRoute({ params: pageParams, query: pageQuery }, async ({ params, query }) =>
  productPageHtml(params.id, query.lang ?? 'en'),
);

export const sitemap = defineRoute({}, async () => sitemapResponse());
