import { describe, expect, it } from 'vitest';
import { catalogPageApiPath, productPageApiPath, productPagePath, productSummary } from './product-page';

describe('productSummary', () => {
  it('keeps a short description whole and cuts a long one to 155 characters with an ellipsis', () => {
    expect(productSummary('A small amethyst point.')).toBe('A small amethyst point.');
    const long = `${'word '.repeat(40)}end`;
    const cut = productSummary(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/ …$/);
  });
});

describe('productPageApiPath', () => {
  it('maps a product page under the base path to its page route', () => {
    expect(productPageApiPath('/shop/', '/shop/product/6')).toBe('/api/products/6/page');
    expect(productPageApiPath('/shop/', '/shop/product/6/')).toBe('/api/products/6/page');
    expect(productPageApiPath('/', '/product/12')).toBe('/api/products/12/page');
  });

  it('keeps a non-numeric id (answered as missing without a read) and folds deeper paths into id "-"', () => {
    expect(productPageApiPath('/shop/', '/shop/product/rose-quartz')).toBe('/api/products/rose-quartz/page');
    expect(productPageApiPath('/shop/', '/shop/product/6/reviews')).toBe('/api/products/-/page');
    expect(productPageApiPath('/shop/', '/shop/product/')).toBe('/api/products/-/page');
  });

  it('leaves every other path alone', () => {
    expect(productPageApiPath('/shop/', '/shop/products/6')).toBeUndefined();
    expect(productPageApiPath('/shop/', '/shop/')).toBeUndefined();
    expect(productPageApiPath('/shop/', '/product/6')).toBeUndefined();
  });
});

describe('catalogPageApiPath', () => {
  it('sends the sitemap and product pages to the catalog function, and nothing else', () => {
    expect(catalogPageApiPath('/shop/', '/shop/sitemap.xml')).toBe('/api/sitemap.xml');
    expect(catalogPageApiPath('/shop/', '/shop/product/6')).toBe('/api/products/6/page');
    expect(catalogPageApiPath('/shop/', '/shop/robots.txt')).toBeUndefined();
    expect(catalogPageApiPath('/shop/', '/sitemap.xml')).toBeUndefined();
  });
});

describe('the French product page', () => {
  it('maps {base}fr/product/{id} to the same page route with the French flag', () => {
    expect(productPageApiPath('/shop/', '/shop/fr/product/6')).toBe('/api/products/6/page?lang=fr');
    expect(productPageApiPath('/shop/', '/shop/fr/product/6/')).toBe('/api/products/6/page?lang=fr');
    expect(productPageApiPath('/shop/', '/shop/fr/product/6/avis')).toBe('/api/products/-/page?lang=fr');
    expect(catalogPageApiPath('/', '/fr/product/12')).toBe('/api/products/12/page?lang=fr');
  });
  it('leaves other French paths and other prefixes to the app', () => {
    expect(productPageApiPath('/shop/', '/shop/fr/products/6')).toBeUndefined();
    expect(productPageApiPath('/shop/', '/shop/de/product/6')).toBeUndefined();
    expect(productPageApiPath('/shop/', '/shop/fr/')).toBeUndefined();
  });
  it('builds each language’s address', () => {
    expect(productPagePath('/shop/', 6, 'en')).toBe('/shop/product/6');
    expect(productPagePath('/shop/', 6, 'fr')).toBe('/shop/fr/product/6');
  });
});
