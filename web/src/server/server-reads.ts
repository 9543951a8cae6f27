import { apiPath } from '@/lib/api-path';

/**
 * The reads the server answers when it renders a page (render-page.tsx): the catalogue's public ones,
 * by the API path their query keys start with (a piece's published reviews are keyed under its products).
 * A session's reads (cart, wishlist) and the guide's are left to the browser.
 */
export const SERVER_READS: ReadonlySet<string> = new Set([
  apiPath('listProducts'),
  apiPath('listFeatured'),
  apiPath('listCategories'),
  apiPath('shopInfo'),
]);
