import * as z from 'zod';
import { listProductsQuerySchema } from '@crystal/shared/schemas/product';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { ok, okJson, PUBLIC_CACHE } from '../lib/http/responses';
import { asKeptJson, findCategories, findFeatured, findProduct, findSuggestions, productsJson } from './catalog-service';
import { searchSuggestionsQuerySchema } from '@crystal/shared/schemas/search-suggestions';
import { productPageHtml } from './product-page-service';
import { sitemapResponse } from './sitemap-service';
import { publicShopSettings } from '@crystal/shared/schemas/shop-settings';
import { getShopSettings } from '../settings/settings-repository';

const idParams = z.object({ id: numericIdSchema });
/** Any id: a document request for a page that is not a product is answered with the app's 404 page. */
const pageParams = z.object({ id: z.string().max(100) });
/** `lang=fr` for the French page ({base}fr/product/{id}); any other query (a share link's tracking) is ignored. */
const pageQuery = z.object({ lang: z.literal('fr', { message: 'lang must be fr' }).optional() });

export const handler = createFunction('catalog', {
  listProducts: defineRoute({ query: listProductsQuerySchema }, async ({ query }) => okJson(await productsJson(query), PUBLIC_CACHE)),
  listFeatured: defineRoute({}, async () => ok(await findFeatured(), PUBLIC_CACHE)),
  getProduct: defineRoute({ params: idParams }, async ({ params }) =>
    okJson(await asKeptJson(`product#${params.id}`, () => findProduct(params.id)), PUBLIC_CACHE),
  ),
  listCategories: defineRoute({}, async () => okJson(await asKeptJson('categories', findCategories), PUBLIC_CACHE)),
  productPage: defineRoute({ params: pageParams, query: pageQuery }, async ({ params, query }) => productPageHtml(params.id, query.lang ?? 'en')),
  sitemap: defineRoute({}, async () => sitemapResponse()),
  searchSuggestions: defineRoute({ query: searchSuggestionsQuerySchema }, async ({ query }) =>
    ok(await findSuggestions(query.q, query.lang ?? 'en'), PUBLIC_CACHE),
  ),
  shopInfo: defineRoute({}, async () => ok(publicShopSettings(await getShopSettings()))),
});
