import type { RouteDef } from './route-types';

export const catalogRoutes = [
  { id: 'listProducts', method: 'GET', path: '/api/products', fn: 'catalog', auth: 'public', session: false },
  { id: 'listFeatured', method: 'GET', path: '/api/products/featured', fn: 'catalog', auth: 'public', session: false },
  { id: 'getProduct', method: 'GET', path: '/api/products/{id}', fn: 'catalog', auth: 'public', session: false },
  // The product page's HTML with its title and share tags (CloudFront sends {base}product/{id} here).
  { id: 'productPage', method: 'GET', path: '/api/products/{id}/page', fn: 'catalog', auth: 'public', session: false },
  // The home page and the listings as HTML (CloudFront sends {base}, {base}products and {base}products/{slug} here).
  { id: 'shopPage', method: 'GET', path: '/api/pages', fn: 'catalog', auth: 'public', session: false },
  // The sitemap from the live catalogue (CloudFront sends {base}sitemap.xml here).
  { id: 'sitemap', method: 'GET', path: '/api/sitemap.xml', fn: 'catalog', auth: 'public', session: false },
  // The shopping feeds Google Merchant Center (?lang=en|fr) and Meta's catalogue fetch on a schedule.
  { id: 'googleFeed', method: 'GET', path: '/api/feeds/google.xml', fn: 'catalog', auth: 'public', session: false },
  { id: 'metaFeed', method: 'GET', path: '/api/feeds/meta.csv', fn: 'catalog', auth: 'public', session: false },
  // Names, gemstones and categories matching what has been typed, typos forgiven.
  { id: 'searchSuggestions', method: 'GET', path: '/api/search/suggestions', fn: 'catalog', auth: 'public', session: false },
  // The shop's public settings: legal details, tax registrations (the checkout preview), return window.
  { id: 'shopInfo', method: 'GET', path: '/api/shop', fn: 'catalog', auth: 'public', session: false },
  { id: 'listCategories', method: 'GET', path: '/api/categories', fn: 'catalog', auth: 'public', session: false },
] as const satisfies readonly RouteDef[];
