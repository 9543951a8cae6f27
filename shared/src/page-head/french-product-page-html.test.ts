import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/product';
import { renderProductPage } from './product-page-html';
import { PRODUCT_PAGE_TEMPLATE } from './product-page-template.factory';

const template = PRODUCT_PAGE_TEMPLATE;
const site = { origin: 'https://crystals.example', basePath: '/shop/' };
const FR = { name: 'Pendentif pointe d’améthyste', description: 'Une pointe d’améthyste naturelle du Brésil.', careInstructions: '' };

const product = (over: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Amethyst Point Pendant',
  description: 'A natural Brazilian amethyst point.',
  price: '68.00',
  imageUrl: '/media/products/1/a.jpg',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  collectionIds: [1],
  materials: [],
  gemstones: ['Amethyst'],
  weight: '8.40',
  sku: 'SCJ-CRY-001',
  stockQuantity: 3,
  isFeatured: false,
  careInstructions: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  translations: { fr: FR },
  ...over,
});

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json" data-default-head>([^<]*)<\/script>/.exec(html)![1]!);

describe('the French product page', () => {
  it('serves French share tags: lang, title, description, og:locale, canonical and JSON-LD inLanguage', () => {
    const html = renderProductPage(template, product(), site, 'fr');
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('<title>Pendentif pointe d’améthyste | Sacred Crystal Jewelry</title>');
    expect(html).toContain('<meta name="description" content="Une pointe d’améthyste naturelle du Brésil." data-default-head />');
    expect(html).toContain('<meta property="og:locale" content="fr_CA" data-default-head />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_CA" data-default-head />');
    expect(html).toContain('<link rel="canonical" href="https://crystals.example/shop/fr/product/1" data-default-head />');
    expect(html).toContain('<meta property="og:url" content="https://crystals.example/shop/fr/product/1" data-default-head />');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: FR.name,
      inLanguage: 'fr-CA',
      url: 'https://crystals.example/shop/fr/product/1',
      offers: { price: '68.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' },
    });
  });

  it('gives both languages the same hreflang alternates (en-CA, fr-CA, x-default)', () => {
    for (const language of ['en', 'fr'] as const) {
      const html = renderProductPage(template, product(), site, language);
      expect(html).toContain('<link rel="alternate" hreflang="en-CA" href="https://crystals.example/shop/product/1" data-default-head />');
      expect(html).toContain('<link rel="alternate" hreflang="fr-CA" href="https://crystals.example/shop/fr/product/1" data-default-head />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://crystals.example/shop/product/1" data-default-head />');
    }
  });

  it('keeps the English page English, and a piece without approved French shows its English on the French page', () => {
    const english = renderProductPage(template, product(), site);
    expect(english).toContain('<html lang="en-CA"');
    expect(english).toContain('<title>Amethyst Point Pendant | Sacred Crystal Jewelry</title>');
    expect(jsonLd(english).inLanguage).toBe('en-CA');
    const untranslated = renderProductPage(template, product({ translations: undefined }), site, 'fr');
    expect(untranslated).toContain('<title>Amethyst Point Pendant | Sacred Crystal Jewelry</title>');
  });
});
