import { describe, expect, it } from 'vitest';
import { isActivePath, isShopPath } from './nav-items';

describe('header active-link rules', () => {
  it("treats '/' as active only on an exact match", () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/about')).toBe(false);
  });

  it('treats other links as active on a path-prefix match at a segment boundary', () => {
    expect(isActivePath('/about', '/about')).toBe(true);
    expect(isActivePath('/contact', '/contact/thanks')).toBe(true);
    expect(isActivePath('/about', '/about-us')).toBe(false);
    expect(isActivePath('/products', '/')).toBe(false);
  });

  it('keeps Shop active across listings and product pages', () => {
    expect(isShopPath('/products')).toBe(true);
    expect(isShopPath('/products/wire-wrapped')).toBe(true);
    expect(isShopPath('/product/3')).toBe(true);
    expect(isShopPath('/about')).toBe(false);
  });
});
