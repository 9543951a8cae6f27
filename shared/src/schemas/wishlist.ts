import * as z from '../zod';

/** POST /api/wishlist body. */
export const addWishlistItemSchema = z.strictObject({
  productId: z.number({ message: 'productId must be a number' }).check(z.int(), z.positive(), z.maximum(999_999_999_999)),
});
export type AddWishlistItem = z.infer<typeof addWishlistItemSchema>;
