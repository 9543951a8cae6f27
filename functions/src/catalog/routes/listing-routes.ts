import { listProductsQuerySchema } from '@crystal/shared/schemas/list-products-query';
import { searchSuggestionsQuerySchema } from '@crystal/shared/schemas/search-suggestions';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { ok, okJson, PUBLIC_CACHE } from '../../lib/http/responses';
import { asKeptJson, findCategories, findFeatured, findProduct, findSuggestions, productsJson } from '../catalog-service';

/** The catalogue reads: listings, a piece, the collections and the search box's suggestions. */

export const listProducts = defineRoute({ query: listProductsQuerySchema }, async ({ query }) => okJson(await productsJson(query), PUBLIC_CACHE));

export const listFeatured = defineRoute({}, async () => ok(await findFeatured(), PUBLIC_CACHE));

export const getProduct = defineRoute({ params: idParams }, async ({ params }) =>
  okJson(await asKeptJson(`product#${params.id}`, () => findProduct(params.id)), PUBLIC_CACHE),
);

export const listCategories = defineRoute({}, async () => okJson(await asKeptJson('categories', findCategories), PUBLIC_CACHE));

export const searchSuggestions = defineRoute({ query: searchSuggestionsQuerySchema }, async ({ query }) =>
  ok(await findSuggestions(query.q, query.lang ?? 'en'), PUBLIC_CACHE),
);
