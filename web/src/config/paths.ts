/** Every in-app URL, relative to the router's base path. */
export const paths = {
  home: '/',
  products: '/products',
  category: (slug: string) => `/products/${slug}`,
  search: (term: string) => (term ? `/products?search=${encodeURIComponent(term)}` : '/products'),
  product: (id: number | string) => `/product/${id}`,
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: (orderId: number | string) => `/order-confirmation?order_id=${orderId}`,
  contact: '/contact',
  about: '/about',
  sizeGuide: '/size-guide',
  jewelryCare: '/jewelry-care',
  warranty: '/warranty',
  returns: '/returns',
  financing: '/financing',
  privacy: '/privacy-policy',
  terms: '/terms',
  aiAssistant: '/ai-assistant',
  wishlist: '/wishlist',
  /** A gift card to buy (issue 49). */
  giftCards: '/gift-cards',
  /** What is left on a gift card's code (issue 49: `{base}gift-card`). */
  giftCardBalance: '/gift-card',
  admin: '/admin',
  /** An unfinished checkout's reminder link: the order's pieces back in the cart (issue 47). */
  checkoutResume: (token: string) => `/checkout/resume/${token}`,
  /** A quote's page, opened from its mailed, signed link. */
  quote: (token: string) => `/quote/${token}`,
  /** A piece's review page, opened from the review-request mail's signed link. */
  review: (token: string) => `/review/${token}`,
} as const;
