import { describe, expect, it } from 'vitest';
import { ROUTES } from '@crystal/shared/routes/route-table';
import { SHOPPER_ROUTES } from '@crystal/shared/routes/shopper-routes';
import { aiApiPath } from './api-paths/ai-path';
import { contactApiPath } from './api-paths/contact-path';
import { newsletterApiPath } from './api-paths/newsletter-path';
import { ordersApiPath } from './api-paths/orders-path';
import { paymentsApiPath } from './api-paths/payments-path';
import { quotesApiPath } from './api-paths/quotes-path';
import { reviewsApiPath } from './api-paths/reviews-path';
import { apiPath, withQuery } from './api-path';

/** Every storefront builder, each asked for a route id it may not know. */
type AnyBuilder = (id: string, params?: object) => string;
const BUILDERS = [apiPath, aiApiPath, contactApiPath, newsletterApiPath, ordersApiPath, paymentsApiPath, quotesApiPath, reviewsApiPath] as unknown as AnyBuilder[];
const knows = (build: AnyBuilder | typeof apiPath, id: string) => {
  const call = build as unknown as AnyBuilder;
  try {
    call(id, new Proxy({}, { get: () => 'x' }));
    return true;
  } catch (error) {
    return !String(error).includes('No route');
  }
};

describe('apiPath', () => {
  it('gives the route table path of a route id', () => {
    expect(apiPath('getCart')).toBe('/api/cart');
    expect(apiPath('listFeatured')).toBe('/api/products/featured');
    for (const r of SHOPPER_ROUTES.filter((route) => !route.path.includes('{'))) {
      const build = BUILDERS.find((b) => knows(b, r.id))!;
      expect(build(r.id)).toBe(r.path);
    }
  });

  it('fills each placeholder, URI-encoded', () => {
    expect(apiPath('getProduct', { id: 12 })).toBe('/api/products/12');
    // A gift card's code travels in the body: its balance route has no placeholder for it.
    expect(ordersApiPath('checkGiftCardBalance')).toBe('/api/gift-cards/balance');
    expect(ordersApiPath('getOrderByLink', { token: 'a.b/c' })).toMatch(/a\.b%2Fc/);
    expect(apiPath('removeWishlistItem', { productId: 'a/b c?d#e' })).toBe('/api/wishlist/a%2Fb%20c%3Fd%23e');
    expect(apiPath('updateCartItem', { itemId: '../admin' })).toBe('/api/cart/..%2Fadmin');
  });

  it("knows every route of the table but the dashboard's and the webhooks' (those stay out of the first load)", () => {
    const shopper = new Set<string>(SHOPPER_ROUTES.map((r) => r.id));
    for (const r of ROUTES) expect(shopper.has(r.id)).toBe(r.auth !== 'admin' && r.fn !== 'webhooks');
    // Each shopper route has exactly one builder; apiPath, in every page's first script, has the catalogue's, the cart's and the wishlist's.
    for (const r of SHOPPER_ROUTES) expect(BUILDERS.filter((b) => knows(b, r.id))).toHaveLength(1);
    expect(new Set(SHOPPER_ROUTES.filter((r) => knows(apiPath, r.id)).map((r) => r.fn))).toEqual(new Set(['catalog', 'cart', 'wishlist']));
    // @ts-expect-error apiPath has no guide route (aiApiPath has)
    expect(() => apiPath('aiChat')).toThrow("No route 'aiChat'");
    // @ts-expect-error the storefront's builder has no admin route
    expect(() => apiPath('adminOverview')).toThrow("No route 'adminOverview'");
  });

  it('refuses a missing value or an unknown route at run time (for callers outside the type checker)', () => {
    expect(() => apiPath('getProduct', {} as { id: number })).toThrow("Route 'getProduct' needs the parameter 'id'");
    expect(() => apiPath('noSuchRoute' as 'getCart')).toThrow("No route 'noSuchRoute'");
  });

  it('checks ids and parameters at the type level', () => {
    // Each line below must fail to type-check (web's typecheck includes this file): unknown id, unknown
    // parameter, missing parameter, parameters on a route without placeholders.
    // @ts-expect-error an id the route table does not have
    expect(() => apiPath('getBasket')).toThrow();
    // @ts-expect-error a parameter the path does not have
    expect(apiPath('getProduct', { id: 1, slug: 'x' })).toBe('/api/products/1');
    // @ts-expect-error the path's parameter is required
    expect(() => apiPath('getProduct')).toThrow();
    // @ts-expect-error this route takes no parameters
    expect(apiPath('getCart', { id: 1 })).toBe('/api/cart');
  });
});

describe('withQuery', () => {
  it('adds the set values, encoded, and leaves out empty ones', () => {
    expect(withQuery(apiPath('listProducts'), { category: 'rings & things', search: undefined, limit: 4 })).toBe(
      '/api/products?category=rings+%26+things&limit=4',
    );
    expect(withQuery(apiPath('listProducts'), { category: '', search: null })).toBe('/api/products');
    expect(withQuery(apiPath('listProducts'), { search: 'a+b/c=' })).toBe('/api/products?search=a%2Bb%2Fc%3D');
  });
});
