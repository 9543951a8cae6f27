import { readFileSync } from 'node:fs';
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
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  // The first lint loads the resolvers and reads the import graph once: kept out of each test's time.
  await ruleIdsFor('functions/src/wishlist/probe.ts', "export {} from '../catalog';\n");
}, 180_000);

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

  it('refuse an import that bypasses a module’s index.ts, whatever the file is called (repository, record shape, public/)', async () => {
    const bypass = (source: string) => ruleIdsFor('functions/src/wishlist/probe.ts', source);
    expect(await bypass("export { getProduct } from '../catalog/product-repository';\n")).toContain('import-x/no-restricted-paths');
    expect(await bypass("export type { ProductItem } from '../catalog/product-item';\n")).toContain('import-x/no-restricted-paths');
    expect(await bypass("export { toProductDto } from '../catalog/to-product-dto';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('functions/src/admin/probe-service.ts', "export { getOrder } from '../orders/order-repository';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('let a module use another module through its index.ts, and its own files directly', async () => {
    const source = [
      "export { getProduct, toProductDto, type ProductItem } from '../catalog';",
      "export { listWishlist } from './wishlist-service';",
      '',
    ].join('\n');
    expect(await ruleIdsFor('functions/src/wishlist/probe.ts', source)).toEqual([]);
  });

  it('refuse anything under functions/src, tests included, importing scripts/', async () => {
    const upward = "export { seedCatalogue } from '../../../scripts/seed/seed-catalogue';\n";
    expect(await ruleIdsFor('functions/src/test/probe.ts', upward)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('functions/src/catalog/search/probe.test.ts', "export * from '../../../../scripts/local/local-config';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('let tests set state up through another module’s index.ts and test factories, and call a handler', async () => {
    const source = [
      "export { makeProduct } from '../catalog/product.factory';",
      "export { readCart } from '../cart';",
      "export { handler } from '../cart/handler';",
      '',
    ].join('\n');
    expect(await ruleIdsFor('functions/src/wishlist/probe.test.ts', source)).toEqual([]);
    expect(await ruleIdsFor('functions/src/wishlist/probe.test.ts', "export { addToCart } from '../cart/cart-service';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuse scripts reaching shared/ by a relative path, and accept its workspace name', async () => {
    expect(await ruleIdsFor('scripts/local/probe.ts', "export { formatCents } from '../../shared/src/money/cents';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('scripts/local/probe.ts', "export * from '@crystal/shared/money';\n")).toEqual([]);
  });
});

describe('import circles in functions/src, shared/src and web/src', () => {
  const text = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('report none on the tree as it stands', async () => {
    for (const file of ['shared/src/schemas/shop-settings.ts', 'web/src/i18n/i18n.ts', 'functions/src/orders/index.ts', 'functions/src/payments/handler.ts']) {
      expect(await ruleIdsFor(file, text(file))).not.toContain('crystal/no-import-circle');
    }
  });

  it('catch a circle closed by a re-export and a type-only import (shared), or by a lazy import() (web)', async () => {
    const shared = 'shared/src/schemas/shop-settings.ts';
    const reExport = `${text(shared)}\nexport { DEFAULT_SHOP_SETTINGS } from '../shop-facts/default-shop-settings';\n`;
    expect(await ruleIdsFor(shared, reExport)).toContain('crystal/no-import-circle');
    const french = 'web/src/i18n/french-catalogues.ts';
    const typeBack = text(french).replace("from './locale'", "from './i18n'");
    expect(await ruleIdsFor(french, typeBack)).toContain('crystal/no-import-circle');
  });

  it('catch a circle between two functions/src modules through their doors', async () => {
    // payment-adapters/ takes nothing from orders/; an adapter that did would close orders -> payment-adapters -> orders.
    const adapter = 'functions/src/payment-adapters/sandbox/sandbox-refunds.ts';
    const upward = `${text(adapter)}\nexport { getOrder } from '../../orders';\n`;
    expect(await ruleIdsFor(adapter, upward)).toContain('crystal/no-import-circle');
  });
});
