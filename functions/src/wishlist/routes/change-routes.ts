import * as z from '@crystal/shared/zod';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { addWishlistItemSchema } from '@crystal/shared/schemas/wishlist';
import { defineRoute } from '../../lib/http/define-route';
import { noContent, ok } from '../../lib/http/responses';
import { addToWishlist, removeFromWishlist } from '../wishlist-service';

/** Saving a piece and letting it go. */
const productParams = z.object({ productId: numericIdSchema });

export const addWishlistItem = defineRoute({ body: addWishlistItemSchema }, async ({ sessionId, body }) => ok(await addToWishlist(sessionId, body.productId)));

export const removeWishlistItem = defineRoute({ params: productParams }, async ({ sessionId, params }) => {
  await removeFromWishlist(sessionId, params.productId);
  return noContent();
});
