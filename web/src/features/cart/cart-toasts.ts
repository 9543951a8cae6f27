/** The cart's toasts: added, removed and the cart actions that failed. Kept with the feature, so a page loads only the texts it shows. */
export const CART_TOASTS = {
  itemRemoved: { title: 'Item removed', description: (name: string) => `${name} has been removed from your cart.` },
  addedToCart: { title: 'Added to Cart', description: (name: string) => `${name} has been added to your cart.` },
  addedToCartQty: {
    title: 'Added to Cart',
    description: (qty: number, name: string) => `${qty} x ${name} has been added to your cart.`,
  },
  cartMutationFailed: {
    title: 'Error',
    add: 'Failed to add item to cart',
    update: 'Failed to update item quantity',
    remove: 'Failed to remove item from cart',
    clear: 'Failed to clear cart',
  },
  emptyCartFromPanel: {
    title: 'Cart is empty',
    description: 'Please add some items to your cart before checking out.',
  },
} as const;
