import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '../shop-facts/default-shop-settings';
import { headHtml } from './head-html';
import { productHead } from './product-head';
import { renderProductPage } from './product-page-html';
import { PRODUCT_PAGE_TEMPLATE } from './product-page-template.factory';

const template = PRODUCT_PAGE_TEMPLATE;
const site = { origin: 'https://crystals.example', basePath: '/shop/' };

const product = (over: Partial<Product> = {}): Product => ({
  id: 6,
  name: 'Lapis "Night" Bar <Necklace>',
  description: 'Deep blue lapis lazuli on a fine chain. '.repeat(6).trim(),
  price: '58.00',
  imageUrl: '/media/products/6/lapis.jpg',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  collectionIds: [1],
  materials: ['Sterling silver'],
  gemstones: ['Lapis Lazuli'],
  weight: '4.20',
  sku: 'LAP-006',
  stockQuantity: 0,
  isFeatured: false,
  careInstructions: 'Keep dry.',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('renderProductPage', () => {
  it("puts the piece's title, summary, photo, price and availability in the page for link previews", () => {
    const html = renderProductPage(template, product(), site);
    expect(html).toContain('<title>Lapis &quot;Night&quot; Bar &lt;Necklace&gt; | Sacred Crystal Jewelry</title>');
    expect(html).toContain('<meta property="og:type" content="product" data-default-head />');
    expect(html).toContain('<meta property="og:image" content="https://crystals.example/media/products/6/lapis.jpg" data-default-head />');
    expect(html).toContain('<meta property="og:url" content="https://crystals.example/shop/product/6" data-default-head />');
    expect(html).toContain('<link rel="canonical" href="https://crystals.example/shop/product/6" data-default-head />');
    expect(html).toContain('<meta property="product:price:amount" content="58.00" data-default-head />');
    expect(html).toContain('<meta property="product:price:currency" content="CAD" data-default-head />');
    expect(html).toContain('<meta property="product:availability" content="out of stock" data-default-head />');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.startsWith('Deep blue lapis lazuli')).toBe(true);
  });

  it("replaces the shop-wide defaults (one description, one image) and keeps the app's scripts", () => {
    const html = renderProductPage(template, product({ stockQuantity: 3 }), site);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:image"/g)).toHaveLength(1);
    expect(html).not.toContain('share.jpg');
    expect(html).toContain('<script type="module" crossorigin src="/shop/assets/index-test.js" data-after-paint="/shop/assets/start-after-paint-test.js"></script>');
    expect(html).toContain('content="in stock"');
    expect(html).toContain('<link rel="preload" as="image" href="/media/products/6/lapis.jpg" fetchpriority="high" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('never lets product text break out of an attribute or the title', () => {
    const html = renderProductPage(template, product({ name: '</title><script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' }), site);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it("puts the page as the app drew it in the root, with the data it was drawn from after it", () => {
    const rendered = { language: 'en' as const, langTag: 'en-CA' as const, html: '<main><h1>Lapis</h1></main>', head: '<title>x</title>', state: '{"queries":[]}', status: 200 };
    const html = renderProductPage(template, product(), site, 'en', { rendered });
    expect(html).toContain('<div id="root"><main><h1>Lapis</h1></main></div>\n    <script type="application/json" id="page-state">{"queries":[]}</script>');
    // The product's own tags stay (the app replaces them once it runs); the renderer's head is not added.
    expect(html).toContain('<meta property="product:price:amount" content="58.00" data-default-head />');
    expect(html).not.toContain('<title>x</title>');
  });

  it("writes productHead's tags, with the seller and delivery from the shop's settings", () => {
    const shop = { ...DEFAULT_PUBLIC_SHOP_SETTINGS, legalName: 'Sacred Crystal Jewelry Ltd.', shipping: { flatRate: '9.00', freeOver: null, territoriesRate: null } };
    const html = renderProductPage(template, product({ stockQuantity: 2 }), site, 'en', { shop });
    for (const tag of headHtml(productHead({ ...site, language: 'en' }, product({ stockQuantity: 2 }), { shop }))) expect(html).toContain(tag);
    const ld = JSON.parse(/<script type="application\/ld\+json" data-default-head>([^<]*)<\/script>/.exec(html)![1]!);
    expect(ld.offers.seller).toMatchObject({ legalName: 'Sacred Crystal Jewelry Ltd.' });
    expect(ld.offers.shippingDetails[0].shippingRate.value).toBe('9.00');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('without a rendering, leaves the root for the app to draw', () => {
    expect(renderProductPage(template, product(), site)).toContain('<div id="root"></div>');
  });
});
