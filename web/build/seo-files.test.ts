import { describe, expect, it } from 'vitest';
import { defaultHeadTags, frenchIndexHtml, robotsTxt } from './seo-files';

describe('robots and default share tags', () => {
  it('points robots at the sitemap and keeps private pages out', () => {
    const txt = robotsTxt('https://shop.example/', '/shop/');
    expect(txt).toContain('Sitemap: https://shop.example/shop/sitemap.xml');
    expect(txt).toContain('Disallow: /shop/admin');
    expect(txt).toContain('Allow: /shop/');
  });

  it('gives index.html a description and a preview card that crawlers without JavaScript can read', () => {
    const tags = defaultHeadTags('https://shop.example/', '/shop/');
    expect(tags).toContain('<meta property="og:image" content="https://shop.example/shop/share.jpg" data-default-head />');
    expect(tags).toContain('<meta property="og:title" content="Sacred Crystal Jewelry" data-default-head />');
    expect(tags).toMatch(/<meta name="description" content="Handmade crystal and gemstone jewellery[^"]+" data-default-head \/>/);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" data-default-head />');
    // a deep link gets the same index.html, so it must not claim to be the home page
    expect(tags).not.toMatch(/canonical|og:url/);
    expect(tags.match(/data-default-head/g)).toHaveLength(tags.split('\n').length);
  });

  it('makes the French index.html French before any JavaScript runs', () => {
    const english = `<html lang="en-CA">\n<head><title>Sacred Crystal Jewelry | Handmade</title>\n  ${defaultHeadTags('https://shop.example/', '/shop/')}\n</head></html>`;
    const french = frenchIndexHtml(english, 'https://shop.example/', '/shop/', ['assets/loader-a.js', 'assets/layout-fr-b.js']);
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('<title>Sacred Crystal Jewelry | Bijoux de cristaux faits à la main à Winnipeg</title>');
    expect(french).toContain('<meta property="og:locale" content="fr_CA" data-default-head />');
    expect(french).toMatch(/<meta name="description" content="Bijoux de cristaux[^"]+" data-default-head \/>/);
    expect(french).not.toContain('Handmade crystal and gemstone');
    expect(french).toContain('<link rel="modulepreload" crossorigin href="/shop/assets/loader-a.js">');
    expect(french).toContain('<link rel="modulepreload" crossorigin href="/shop/assets/layout-fr-b.js">');
  });
});
