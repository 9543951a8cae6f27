import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Product } from '@crystal/shared/schemas/product';
import { renderProductPage, siteUrl } from './render-product-page';

const template = readFileSync(path.join(import.meta.dirname, '../test/page-template.html'), 'utf8');
const site = { origin: 'https://crystals.example', basePath: '/shop/' };

const product = (over: Partial<Product> = {}): Product => ({
  id: 6,
  name: 'Lapis "Night" Bar <Necklace>',
  description: 'Deep blue lapis lazuli on a fine chain. '.repeat(6).trim(),
  price: '58.00',
  imageUrl: '/media/products/6/lapis.jpg',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
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
    expect(html).toContain('<script type="module" crossorigin src="/shop/assets/index-test.js"></script>');
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

  it('carries the product as the API answers it, in a data block no product text can close', () => {
    const piece = product({ name: '</script><script>alert(1)</script>' });
    const html = renderProductPage(template, piece, site);
    const block = /<script type="application\/json" id="page-product">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(piece);
    expect(html).not.toContain('</script><script>alert(1)');
  });
});

describe('siteUrl', () => {
  it('makes rooted paths absolute on the site and leaves full URLs alone', () => {
    expect(siteUrl(site, '/media/a.jpg')).toBe('https://crystals.example/media/a.jpg');
    expect(siteUrl(site, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(siteUrl(site, 'product/6')).toBe('https://crystals.example/shop/product/6');
  });
});

describe("the page's first view (in the app's root, until the app replaces it)", () => {
  const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>|<div id="root">([\s\S]*)$/.exec(html)![0];

  it('draws the breadcrumb and the main photo, escaped, inside the root', () => {
    const html = root(renderProductPage(template, product(), site));
    expect(html).toContain('data-first-view');
    expect(html).toContain('<a href="/shop/products" class="inline-flex min-h-11 items-center hover:text-amethyst-700 sm:min-h-0">Products</a>');
    expect(html).toContain('href="/shop/products/crystal-necklaces"');
    expect(html).toContain('<li aria-current="page" class="font-medium text-ink">Lapis &quot;Night&quot; Bar &lt;Necklace&gt;</li>');
    expect(html).not.toContain('<Necklace>');
    // An unprocessed photo: the plain URL, at the gallery's priority.
    expect(html).toContain('<img src="/media/products/6/lapis.jpg" alt="Lapis &quot;Night&quot; Bar &lt;Necklace&gt;" width="800" height="800" loading="eager" fetchpriority="high"');
  });

  it('draws a processed photo as the gallery does: AVIF and WebP sources, the JPEG srcset, its size and placeholder', () => {
    const image = { id: 'abcdef12', base: '/media/img/abcdef12', alt: 'Lapis bar on linen', width: 1600, height: 1600, widths: [320, 640, 1280], placeholder: 'data:image/webp;base64,AAAA' };
    const html = root(renderProductPage(template, product({ images: [image], imageUrl: '/media/img/abcdef12/960.jpg' }), site));
    expect(html).toContain('<source type="image/avif" srcset="/media/img/abcdef12/320.avif 320w, /media/img/abcdef12/640.avif 640w, /media/img/abcdef12/1280.avif 1280w" sizes="(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw" />');
    expect(html).toContain('<source type="image/webp" srcset="/media/img/abcdef12/320.webp');
    expect(html).toContain('srcset="/media/img/abcdef12/320.jpg 320w');
    expect(html).toContain('alt="Lapis bar on linen" width="1600" height="1600"');
    expect(html).toContain('style="background-image:url(&quot;data:image/webp;base64,AAAA&quot;);background-size:cover"');
  });
});
