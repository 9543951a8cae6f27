/** The shop's words on screen, used by web only: toasts, the AI guide's fallbacks and the not-found screens. */
export const TOASTS = {
  subscribed: {
    title: 'Thank you for subscribing!',
    description: "You'll receive updates about our latest collections and exclusive events.",
  },
  itemRemoved: { title: 'Item removed', description: (name: string) => `${name} has been removed from your cart.` },
  addedToCart: { title: 'Added to Cart', description: (name: string) => `${name} has been added to your cart.` },
  addedToCartQty: {
    title: 'Added to Cart',
    description: (qty: number, name: string) => `${qty} x ${name} has been added to your cart.`,
  },
  addedToWishlist: {
    title: 'Added to Wishlist',
    description: (name: string) => `${name} has been added to your wishlist.`,
  },
  orderPlaced: {
    title: 'Order Placed Successfully!',
    description: 'Thank you for your purchase. You will receive a confirmation email shortly.',
  },
  messageSent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  messageFailed: { title: 'Failed to send message', description: 'Please try again or contact us directly.' },
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
  emptyCartOnCheckout: { title: 'Cart is empty', description: 'Please add items to your cart before checking out.' },
  emptyCartAtSubmit: { title: 'Cart Empty', description: 'Your cart is empty. Please add items before checking out.' },
  paymentNotReady: { title: 'Payment Error', description: 'Payment system is not ready. Please try again.' },
  paymentInitFailed: { title: 'Payment Error', description: 'Failed to initialize payment. Please try again.' },
  paymentFailed: { title: 'Payment Failed', description: 'An error occurred during payment processing.' },
  orderError: { title: 'Order Error', description: 'Failed to process your order. Please try again.' },
} as const;

export const AI_MESSAGES = {
  pageFailure:
    "I apologize, but I'm experiencing technical difficulties. Please try again in a moment, or contact our support team for immediate assistance.",
  pageFailureProvider: 'Error Handler',
  widgetFailure:
    "I'm currently experiencing some technical difficulties. Please feel free to contact us directly for immediate assistance with your crystal jewelry needs.",
  widgetNoResponse: "I'm having trouble connecting right now. Please try again in a moment.",
} as const;

export const NOT_FOUND_TEXTS = {
  productTitle: 'Product Not Found',
  productText: "The product you're looking for doesn't exist or may have been removed.",
  routeTitle: 'Lost in the Crystal Realm',
  routeBadge: 'Path Not Found',
} as const;
