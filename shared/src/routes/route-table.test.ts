import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from './route-table';
import { routeKey } from './route-types';

describe('route table', () => {
  it('declares each method and path once, every path under /api/', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ROUTES) expect(r.path.startsWith('/api/')).toBe(true);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('matches literal segments before parameters, and reports allowed methods', () => {
    const featured = matchRoute('GET', '/api/products/featured');
    expect(featured && 'route' in featured && featured.route.id).toBe('listFeatured');
    const one = matchRoute('GET', '/api/products/12');
    expect(one && 'route' in one && one.params).toEqual({ id: '12' });
    expect(matchRoute('DELETE', '/api/categories')).toEqual({ allowed: ['GET'] });
    expect(matchRoute('GET', '/api/nothing-here')).toBeUndefined();
  });
});
