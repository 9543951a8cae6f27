import { describe, expect, it } from 'vitest';
import { ROUTES } from '@crystal/shared/routes/route-table';
import { SHOPPER_ROUTES } from '@crystal/shared/routes/shopper-routes';
import { adminApiPath } from '@/features/admin/api/admin-path';
import { apiPath, withQuery } from './api-path';

describe('apiPath', () => {
  it('gives the route table path of a route id', () => {
    expect(apiPath('getCart')).toBe('/api/cart');
    expect(apiPath('listFeatured')).toBe('/api/products/featured');
    for (const r of SHOPPER_ROUTES.filter((route) => !route.path.includes('{'))) expect(apiPath(r.id as 'getCart')).toBe(r.path);
  });

  it('fills each placeholder, URI-encoded', () => {
    expect(apiPath('getProduct', { id: 12 })).toBe('/api/products/12');
    expect(adminApiPath('adminUpdateOrderStatus', { id: 7 })).toBe('/api/admin/orders/7/status');
    expect(apiPath('removeWishlistItem', { productId: 'a/b c?d#e' })).toBe('/api/wishlist/a%2Fb%20c%3Fd%23e');
    expect(apiPath('updateCartItem', { itemId: '../admin' })).toBe('/api/cart/..%2Fadmin');
  });

  it('knows the shopper routes, and the dashboard builder the admin ones: together the whole table but the webhooks', () => {
    const shopper = new Set<string>(SHOPPER_ROUTES.map((r) => r.id));
    for (const r of ROUTES) {
      if (r.auth === 'admin') {
        expect(shopper.has(r.id)).toBe(false);
        const params = { id: 1 } as never; // every admin placeholder is `{id}`; extra values are ignored
        expect(adminApiPath(r.id as 'adminGetOrder', params)).toMatch(/^\/api\/admin\//);
      } else if (r.fn !== 'webhooks') expect(shopper.has(r.id)).toBe(true);
    }
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
    expect(withQuery(adminApiPath('adminListInbox'), { filter: 'open', cursor: 'a+b/c=' })).toBe('/api/admin/inbox?filter=open&cursor=a%2Bb%2Fc%3D');
  });
});
