/** The wishlist's toast. Kept with the feature, so a page loads only the texts it shows. */
export const WISHLIST_TOASTS = {
  addedToWishlist: {
    title: 'Added to Wishlist',
    description: (name: string) => `${name} has been added to your wishlist.`,
  },
} as const;
