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
} as const;

export const CATEGORY_LINKS = [
  { label: 'All Products', to: paths.products },
  { label: 'Crystal Necklaces', to: paths.category('crystal-necklaces') },
  { label: 'Healing Crystals', to: paths.category('healing-crystals') },
  { label: 'Wire Wrapped', to: paths.category('wire-wrapped') },
  { label: 'Best Sellers', to: paths.category('featured') },
] as const;
