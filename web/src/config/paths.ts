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
  admin: '/admin',
  /** A quote's page, opened from its mailed, signed link. */
  quote: (token: string) => `/quote/${token}`,
} as const;

/** The Shop menu's five fixed entries; `label` is a key of app/layout/messages, translated while rendering. */
export const CATEGORY_LINKS = [
  { label: 'allProducts', to: paths.products },
  { label: 'crystalNecklaces', to: paths.category('crystal-necklaces') },
  { label: 'healingCrystals', to: paths.category('healing-crystals') },
  { label: 'wireWrapped', to: paths.category('wire-wrapped') },
  { label: 'bestSellers', to: paths.category('featured') },
] as const;
