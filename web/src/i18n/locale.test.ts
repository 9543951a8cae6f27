import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, routerBasename } from './locale';

/** The build's base path ('/' in tests, '/shop/' in the shop's build), with `b` standing for it. */
const base = import.meta.env.BASE_URL;
const b = (path: string) => `${base}${path}`;

describe('language of a path', () => {
  it.each([
    ['', 'en'],
    ['products', 'en'],
    ['fr', 'fr'],
    ['fr/', 'fr'],
    ['fr/product/3', 'fr'],
    ['french-stones', 'en'],
    ['de/products', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(b(path))).toBe(locale);
  });

  it('gives each language its router basename', () => {
    expect(routerBasename('en')).toBe(base.replace(/\/$/, '') || '/');
    expect(routerBasename('fr')).toBe(b('fr'));
  });

  it('swaps the language of the same page, keeping search and hash', () => {
    expect(pathInLocale(b('products'), 'fr', '?search=ring', '#top')).toBe(b('fr/products?search=ring#top'));
    expect(pathInLocale(b('fr/product/7'), 'en')).toBe(b('product/7'));
    expect(pathInLocale(b(''), 'fr')).toBe(b('fr/'));
    expect(pathInLocale(b('fr'), 'en')).toBe(b(''));
    expect(pathInLocale(b('fr/'), 'fr')).toBe(b('fr/'));
  });
});
