import { createFunction } from '../lib/http/create-function';

const listing = () => import('./routes/listing-routes');
const pages = () => import('./routes/page-routes');

/** Each route's module loads on its first request (decision 0027): a listing never loads the page renderer. */
export const handler = createFunction('catalog', {
  listProducts: listing,
  listFeatured: listing,
  getProduct: listing,
  listCategories: listing,
  searchSuggestions: listing,
  productPage: pages,
  shopPage: pages,
  sitemap: pages,
  googleFeed: () => import('./routes/feed-routes'),
  metaFeed: () => import('./routes/feed-routes'),
  shopInfo: () => import('./routes/shop-routes'),
  listProductReviews: () => import('./routes/review-routes'),
});
