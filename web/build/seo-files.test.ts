import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPaths, sitemapXml } from './seo-files';

describe('sitemap and robots', () => {
  it('lists the static pages, every collection and every seed product under the base path', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/products/crystal-necklaces');
    expect(paths).toContain('/products/featured');
    expect(paths).toContain('/product/1');
    expect(paths).toContain('/product/28');
    expect(paths).toContain('/privacy-policy');
    expect(paths).not.toContain('/checkout');
    const xml = sitemapXml('https://shop.example', '/shop/');
    expect(xml).toContain('<loc>https://shop.example/shop/</loc>');
    expect(xml).toContain('<loc>https://shop.example/shop/product/6</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(paths.length);
  });

  it('points robots at the sitemap and keeps private pages out', () => {
    const txt = robotsTxt('https://shop.example/', '/shop/');
    expect(txt).toContain('Sitemap: https://shop.example/shop/sitemap.xml');
    expect(txt).toContain('Disallow: /shop/admin');
    expect(txt).toContain('Allow: /shop/');
  });
});
