import * as z from 'zod';

/** POST /api/wishlist body. */
export const addWishlistItemSchema = z.strictObject({
  productId: z.number({ message: 'productId must be a number' }).int().positive().max(999_999_999_999),
});
export type AddWishlistItem = z.infer<typeof addWishlistItemSchema>;
