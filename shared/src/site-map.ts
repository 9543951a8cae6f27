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
  '/gift-cards',
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

/**
 * Every page in both languages (English at the base path, French under `fr/`), each `<url>` with its
 * hreflang alternates (en-CA, fr-CA and x-default, the English), as search engines read them.
 */
export function sitemapXml(origin: string, basePath: string, paths: readonly string[]): string {
  const root = `${origin.replace(/\/$/, '')}${basePath.replace(/\/$/, '')}`;
  const at = (p: string, french: boolean) => escapeXml(`${root}${french ? '/fr' : ''}${p === '/' ? '/' : p}`);
  const urls = paths.flatMap((p) => {
    const links = [
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${at(p, false)}"/>`,
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${at(p, true)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(p, false)}"/>`,
    ].join('');
    return [false, true].map((french) => `  <url><loc>${at(p, french)}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
