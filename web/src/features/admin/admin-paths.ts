/** Admin pages, relative to the router's base path. */
export const adminPaths = {
  overview: '/admin',
  orders: '/admin/orders',
  order: (id: number | string) => `/admin/orders/${id}`,
  packingSlip: (id: number | string) => `/admin/orders/${id}/packing-slip`,
  settings: '/admin/settings',
  discountCodes: '/admin/discount-codes',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: number | string) => `/admin/products/${id}`,
  collections: '/admin/collections',
  inbox: '/admin/inbox',
  quotes: '/admin/quotes',
  newQuote: '/admin/quotes/new',
  editQuote: (id: number | string) => `/admin/quotes/${id}/edit`,
  insights: '/admin/insights',
  activity: '/admin/activity',
} as const;
