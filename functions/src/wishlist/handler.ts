import * as z from 'zod';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { addWishlistItemSchema } from '@crystal/shared/schemas/wishlist';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { noContent, ok } from '../lib/http/responses';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist-service';

const productParams = z.object({ productId: numericIdSchema });

export const handler = createFunction('wishlist', {
  listWishlist: defineRoute({}, async ({ sessionId }) => ok(await listWishlist(sessionId))),
  addWishlistItem: defineRoute({ body: addWishlistItemSchema }, async ({ sessionId, body }) =>
    ok(await addToWishlist(sessionId, body.productId)),
  ),
  removeWishlistItem: defineRoute({ params: productParams }, async ({ sessionId, params }) => {
    await removeFromWishlist(sessionId, params.productId);
    return noContent();
  }),
});
