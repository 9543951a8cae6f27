import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-table';
import { pathProblem } from './path-problem';

describe('pathProblem', () => {
  it('refuses malformed percent-encoding, NUL bytes and overlong segments', () => {
    expect(pathProblem('/api/products/%E0%A4%A')).toMatch(/percent-encoding/);
    expect(pathProblem('/api/products/%')).toMatch(/percent-encoding/);
    expect(pathProblem('/api/admin/orders/%E0%A4%A')).toMatch(/percent-encoding/);
    expect(pathProblem('/api/products/1%00')).toMatch(/NUL/);
    expect(pathProblem(`/api/products/${'x'.repeat(201)}`)).toMatch(/longer/);
    expect(pathProblem(`/api/${'a/'.repeat(1100)}`)).toMatch(/longer/);
  });

  it('lets ordinary paths through', () => {
    expect(pathProblem('/api/products/12')).toBeUndefined();
    expect(pathProblem('/shop/product/12/am%C3%A9thyste')).toBeUndefined();
  });

  it('never throws from the route matcher', () => {
    expect(() => matchRoute('GET', '/api/products/%E0%A4%A')).not.toThrow();
  });
});
