import { describe, expect, it } from 'vitest';
import { pageHead, pageUrl, siteUrl } from './head-model';

const site = { origin: 'https://crystals.example', basePath: '/shop/' };

describe('siteUrl', () => {
  it('makes rooted paths absolute on the site and leaves full URLs alone', () => {
    expect(siteUrl(site, '/media/a.jpg')).toBe('https://crystals.example/media/a.jpg');
    expect(siteUrl(site, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(siteUrl(site, 'product/6')).toBe('https://crystals.example/shop/product/6');
    // The app's own files (the share card) lie under the base path.
    expect(siteUrl(site, '/share.jpg')).toBe('https://crystals.example/shop/share.jpg');
    expect(siteUrl(site, '/shop/favicon.svg')).toBe('https://crystals.example/shop/favicon.svg');
  });
});

describe('pageHead', () => {
  it('gives each language its own address and both alternates, English as x-default', () => {
    expect(pageUrl(site, 'fr', '/')).toBe('https://crystals.example/shop/fr/');
    const head = pageHead({ ...site, language: 'fr' }, { title: 'Bagues', description: 'Des bagues.', path: '/products/rings' });
    expect(head.title).toBe('Bagues | Sacred Crystal Jewelry');
    expect(head.canonical).toBe('https://crystals.example/shop/fr/products/rings');
    expect(head.alternates).toEqual([
      { hreflang: 'en-CA', href: 'https://crystals.example/shop/products/rings' },
      { hreflang: 'fr-CA', href: 'https://crystals.example/shop/fr/products/rings' },
      { hreflang: 'x-default', href: 'https://crystals.example/shop/products/rings' },
    ]);
    const meta = Object.fromEntries(head.meta.map((m) => [m.key, m.content]));
    expect(meta).toMatchObject({ 'og:locale': 'fr_CA', 'og:locale:alternate': 'en_CA', 'og:image': 'https://crystals.example/shop/share.jpg', 'og:url': head.canonical });
    expect(meta['og:image:alt']).toMatch(/^Sacred Crystal Jewelry\u00a0: bijoux/);
    expect(meta).not.toHaveProperty('robots');
  });

  it("keeps a page of the shop's name as it is and a noindex page out of the index", () => {
    const head = pageHead({ ...site, language: 'en' }, { title: 'Sacred Crystal Jewelry', description: 'd', path: '/', noindex: true });
    expect(head.title).toBe('Sacred Crystal Jewelry');
    expect(head.meta).toContainEqual({ attribute: 'name', key: 'robots', content: 'noindex' });
  });
});
