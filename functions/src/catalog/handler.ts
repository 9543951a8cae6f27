import * as z from 'zod';
import { listProductsQuerySchema } from '@crystal/shared/schemas/product';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { ok, PUBLIC_CACHE } from '../lib/http/responses';
import { findCategories, findFeatured, findProduct, findProducts } from './catalog-service';

const idParams = z.object({ id: numericIdSchema });

export const handler = createFunction('catalog', {
  listProducts: defineRoute({ query: listProductsQuerySchema }, async ({ query }) =>
    ok(await findProducts(query), PUBLIC_CACHE),
  ),
  listFeatured: defineRoute({}, async () => ok(await findFeatured(), PUBLIC_CACHE)),
  getProduct: defineRoute({ params: idParams }, async ({ params }) => ok(await findProduct(params.id), PUBLIC_CACHE)),
  listCategories: defineRoute({}, async () => ok(await findCategories(), PUBLIC_CACHE)),
});
