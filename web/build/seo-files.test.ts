import { describe, expect, it } from 'vitest';
import { defaultHeadTags, robotsTxt } from './seo-files';

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
});
