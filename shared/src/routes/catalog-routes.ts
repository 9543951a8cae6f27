import type { RouteDef } from './route-types';

export const catalogRoutes = [
  { id: 'listProducts', method: 'GET', path: '/api/products', fn: 'catalog', auth: 'public', session: false },
  { id: 'listFeatured', method: 'GET', path: '/api/products/featured', fn: 'catalog', auth: 'public', session: false },
  { id: 'getProduct', method: 'GET', path: '/api/products/{id}', fn: 'catalog', auth: 'public', session: false },
  { id: 'listCategories', method: 'GET', path: '/api/categories', fn: 'catalog', auth: 'public', session: false },
] as const satisfies readonly RouteDef[];
