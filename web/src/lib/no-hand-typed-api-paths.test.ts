import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Web builds every API path from the route table through apiPath (lib/api-path.ts), the other resources'
 * builders (lib/api-paths/) or, in the dashboard, adminApiPath (all made by the same helper). A path typed by hand anywhere else in web/src (a string, a template, or a comment naming one) fails here. Import paths such
 * as '../api/get-cart' are folder names, not API paths, and do not match.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const HELPER = new Set(['lib/api-path.ts', 'lib/api-path.test.ts', 'lib/no-hand-typed-api-paths.test.ts', 'features/admin/api/admin-path.test.ts']);
const HAND_TYPED = /(?<![\w.@-])\/api(\/|['"`])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function handTypedApiPaths(files: string[], root: string): string[] {
  return files.flatMap((file) => {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (HELPER.has(rel)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (HAND_TYPED.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
  });
}

describe('API paths in web/src', () => {
  it('are all built from the route table: none is typed by hand outside the path helper', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(handTypedApiPaths(files, SRC)).toEqual([]);
  });

  it('the check catches a hand-typed path, and passes folder names like ../api/', () => {
    expect(HAND_TYPED.test("api.get('/api/cart')")).toBe(true);
    expect(HAND_TYPED.test('api.get(`/api/products/${id}`)')).toBe(true);
    expect(HAND_TYPED.test('fetch(`${base}/api/orders`)')).toBe(true);
    expect(HAND_TYPED.test('/** POST /api/contact */')).toBe(true);
    expect(HAND_TYPED.test("import { getCart } from '../api/get-cart';")).toBe(false);
    expect(HAND_TYPED.test("import { useCart } from '@/features/cart/api/get-cart';")).toBe(false);
  });
});
