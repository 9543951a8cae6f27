import * as z from '@crystal/shared/zod';
import { frenchParamSchema } from '@crystal/shared/schemas/language';
import { singleLineText, textFault } from '@crystal/shared/schemas/human-text';
import { defineRoute } from '../../lib/http/define-route';
import { productPageHtml } from '../product-page-service';
import { shopPageHtml, trimmedSearchRedirect } from '../pages/shop-page-service';
import { answerCatalogueRead } from './catalogue-reads';
import { sitemapResponse } from '../sitemap-service';

/** The documents CloudFront sends here: the catalogue's pages as HTML (issue 34) and the sitemap. */

/** Any id: a document request for a page that is not a product is answered with the app's 404 page. */
const pageParams = z.object({ id: z.string().check(z.maxLength(100)) });
/** `lang=fr` for the French page ({base}fr/product/{id}); any other query (a share link's tracking) is ignored. */
const pageQuery = z.object({ lang: frenchParamSchema });

export const productPage = defineRoute({ params: pageParams, query: pageQuery }, async ({ params, query }) =>
  productPageHtml(params.id, query.lang ?? 'en', answerCatalogueRead),
);

export const sitemap = defineRoute({}, async () => sitemapResponse());

/**
 * The home page and the listings (`path`: '', `products` or `products/{slug}`, after the base path and
 * `fr/`) as HTML; every other parameter is the document's own query string (the listing's filters),
 * which the page reads as the browser would.
 */
const shopPageQuery = z.catchall(
  z.object({
    path: singleLineText({ label: 'path', max: 120, required: false }),
    lang: frenchParamSchema,
    // The search as typed (not trimmed here): a blank or padded one is answered with the trimmed address.
    search: z.optional(z.string().check(z.maxLength(200), z.refine((v) => textFault(v, false) === undefined, 'search must be one line of text'))),
  }),
  singleLineText({ label: 'filter', max: 200, required: false }),
);

export const shopPage = defineRoute({ query: shopPageQuery }, async ({ query }) => {
  const { path, lang, search, ...filters } = query;
  const language = lang ?? 'en';
  if (search !== undefined && search.trim() !== search) return trimmedSearchRedirect(path, search, filters, language);
  const params = new URLSearchParams({ ...filters, ...(search !== undefined ? { search } : {}) });
  return shopPageHtml(path, params.toString(), language, answerCatalogueRead);
});
