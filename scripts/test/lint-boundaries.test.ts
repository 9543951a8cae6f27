import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Lints one made-up file at a path inside the repo with the repo's own config; returns its rule ids. */
async function ruleIdsFor(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

describe('import boundaries of functions/ and scripts/', () => {
  it('refuse a feature importing another feature’s service', async () => {
    const ids = await ruleIdsFor('functions/src/wishlist/probe.ts', "export { loadCart } from '../cart/cart-service';\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse a feature importing another feature’s helper', async () => {
    const ids = await ruleIdsFor('functions/src/admin/probe.ts', "export { toOrderDto } from '../orders/to-order-dto';\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse a repository importing a service, even of its own feature', async () => {
    const ids = await ruleIdsFor('functions/src/cart/probe-repository.ts', "export { getCart } from './cart-service';\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse a service importing a handler', async () => {
    const ids = await ruleIdsFor('functions/src/cart/probe-service.ts', "export { handler } from './handler';\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse a service, a helper or lib/ importing a route module: only its handler loads it, on first use', async () => {
    const listing = (from: string) => `export { listProducts } from '${from}';\n`;
    expect(await ruleIdsFor('functions/src/catalog/probe-service.ts', listing('./routes/listing-routes'))).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('functions/src/catalog/search/probe.ts', listing('../routes/listing-routes'))).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('functions/src/lib/http/probe.ts', listing('../../catalog/routes/listing-routes'))).toContain('import-x/no-restricted-paths');
  });

  it('let a handler load its route modules and a route module call its service', async () => {
    expect(await ruleIdsFor('functions/src/catalog/handler.ts', "export const load = () => import('./routes/listing-routes');\n")).toEqual([]);
    expect(await ruleIdsFor('functions/src/catalog/routes/probe-routes.ts', "export { findFeatured } from '../catalog-service';\n")).toEqual([]);
  });

  it('let a feature use another feature’s repositories, record shapes and public/ modules', async () => {
    const source = [
      "export { getProduct } from '../catalog/product-repository';",
      "export type { ProductItem } from '../catalog/product-item';",
      "export { toProductDto } from '../catalog/public/to-product-dto';",
      "export { listWishlist } from './wishlist-service';",
      '',
    ].join('\n');
    expect(await ruleIdsFor('functions/src/wishlist/probe.ts', source)).toEqual([]);
  });

  it('let tests set state up through any feature', async () => {
    const ids = await ruleIdsFor('functions/src/wishlist/probe.test.ts', "export { addToCart } from '../cart/cart-service';\n");
    expect(ids).toEqual([]);
  });

  it('refuse scripts reaching shared/ by a relative path, and accept its workspace name', async () => {
    expect(await ruleIdsFor('scripts/local/probe.ts', "export { formatCents } from '../../shared/src/money';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('scripts/local/probe.ts', "export * from '@crystal/shared/money';\n")).toEqual([]);
  });
});
