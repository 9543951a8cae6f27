/**
 * The sitemap: the shop's public pages under the base path. Private or per-session pages (cart,
 * checkout, wishlist, admin) are left out. The catalog function serves it from the live catalogue, so a
 * piece the artisan adds in /admin is listed as soon as it is on sale.
 */
export const STATIC_PATHS = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/ai-assistant',
  '/size-guide',
  '/jewelry-care',
  '/warranty',
  '/returns',
  '/financing',
  '/privacy-policy',
  '/terms',
] as const;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** In-app paths: the static pages, every collection, the featured collection and every product on sale. */
export function sitemapPaths(categorySlugs: readonly string[], productIds: readonly number[]): string[] {
  return [
    ...STATIC_PATHS,
    ...categorySlugs.map((slug) => `/products/${slug}`),
    '/products/featured',
    ...productIds.map((id) => `/product/${id}`),
  ];
}

export function sitemapXml(origin: string, basePath: string, paths: readonly string[]): string {
  const root = `${origin.replace(/\/$/, '')}${basePath.replace(/\/$/, '')}`;
  const urls = paths.map((p) => `  <url><loc>${escapeXml(root + (p === '/' ? '/' : p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
