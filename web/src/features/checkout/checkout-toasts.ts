/** The checkout's toasts: an empty cart, payment and order errors, and the placed order. Kept with the feature, so a page loads only the texts it shows. */
export const CHECKOUT_TOASTS = {
  orderPlaced: {
    title: 'Order Placed Successfully!',
    description: 'Thank you for your purchase. You will receive a confirmation email shortly.',
  },
  emptyCartOnCheckout: { title: 'Cart is empty', description: 'Please add items to your cart before checking out.' },
  emptyCartAtSubmit: { title: 'Cart Empty', description: 'Your cart is empty. Please add items before checking out.' },
  paymentNotReady: { title: 'Payment Error', description: 'Payment system is not ready. Please try again.' },
  paymentInitFailed: { title: 'Payment Error', description: 'Failed to initialize payment. Please try again.' },
  paymentFailed: { title: 'Payment Failed', description: 'An error occurred during payment processing.' },
  orderError: { title: 'Order Error', description: 'Failed to process your order. Please try again.' },
} as const;
