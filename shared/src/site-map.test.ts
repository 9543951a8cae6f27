import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapXml } from './site-map';

describe('sitemap', () => {
  it('lists the static pages, every collection and every product given, and no private page', () => {
    const paths = sitemapPaths(['crystal-necklaces', 'wire-wrapped'], [1, 28]);
    expect(paths).toEqual(expect.arrayContaining(['/', '/privacy-policy', '/products/wire-wrapped', '/products/featured', '/product/28']));
    for (const privatePage of ['/checkout', '/cart', '/wishlist', '/admin']) expect(paths).not.toContain(privatePage);
    // The gift card is a page of the shop; its balance page (a code's answer) is not listed.
    expect(paths).toContain('/gift-cards');
    expect(paths).not.toContain('/gift-card');
  });

  it('writes absolute URLs under the base path, escaped', () => {
    const xml = sitemapXml('https://shop.example/', '/shop/', ['/', '/product/6', '/products/a&b']);
    expect(xml).toContain('<loc>https://shop.example/shop/</loc>');
    expect(xml).toContain('<loc>https://shop.example/shop/product/6</loc>');
    expect(xml).toContain('<loc>https://shop.example/shop/products/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
  });

  it('lists every page in French too, each with its en-CA, fr-CA and x-default alternates', () => {
    const xml = sitemapXml('https://shop.example', '/shop/', ['/', '/product/6']);
    expect(xml).toContain('<loc>https://shop.example/shop/fr/</loc>');
    expect(xml).toContain('<loc>https://shop.example/shop/fr/product/6</loc>');
    const french = xml.split('\n').find((l) => l.includes('<loc>https://shop.example/shop/fr/product/6</loc>'))!;
    expect(french).toContain('<xhtml:link rel="alternate" hreflang="en-CA" href="https://shop.example/shop/product/6"/>');
    expect(french).toContain('<xhtml:link rel="alternate" hreflang="fr-CA" href="https://shop.example/shop/fr/product/6"/>');
    expect(french).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/shop/product/6"/>');
  });
});
