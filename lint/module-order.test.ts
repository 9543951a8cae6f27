import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYER_OF, MODULE_ORDER, NOT_MODULES } from './module-order.js';

/**
 * The functions/src modules import one way, in the order of lint/module-order.js: each fixture is linted
 * with the repo's own ESLint config as a file at the given path, so its imports resolve to real modules.
 */
const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'functions/src');
let eslint: ESLint;

async function orderErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'crystal/module-order').map((m) => m.message);
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the resolvers: kept out of each test's time.
  await orderErrors('functions/src/wishlist/probe.ts', "export {} from '../catalog';\n");
}, 180_000);

describe('the order of the functions/src modules', () => {
  it('names every module folder once, and no folder that is not there', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_MODULES.has(entry.name))
      .map((entry) => entry.name);
    const named = MODULE_ORDER.flat();
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...folders].sort());
    expect(LAYER_OF.get('lib')).toBe(0);
  });

  it('fails a module importing one above it: the catalogue reaching the orders, lib reaching the catalogue', async () => {
    const upward = await orderErrors('functions/src/catalog/probe-service.ts', "export { getOrder } from '../orders';\n");
    expect(upward).toHaveLength(1);
    expect(upward[0]).toContain('catalog/ (layer 3) imports orders/ (layer 7), above it');
    expect(await orderErrors('functions/src/lib/probe.ts', "export { getProduct } from '../catalog';\n")).toHaveLength(1);
  });

  it('fails a module importing a sibling on its own layer, a type-only or lazy import alike', async () => {
    const sibling = await orderErrors('functions/src/contact/probe.ts', "export type { ProductItem } from '../catalog';\n");
    expect(sibling).toHaveLength(1);
    expect(sibling[0]).toContain('contact/ and catalog/ are siblings on layer 3');
    const lazy = "export const later = () => import('../ai');\n";
    expect(await orderErrors('functions/src/orders/probe.ts', lazy)).toHaveLength(1);
  });

  it('fails a module folder that the order does not place', async () => {
    const unplaced = await orderErrors('functions/src/probe-cards/probe-service.ts', "export { getProduct } from '../catalog';\n");
    expect(unplaced).toHaveLength(1);
    expect(unplaced[0]).toContain('functions/src/probe-cards/ is in no layer of lint/module-order.js');
  });

  it('fails a handler or a route module reaching above its own module: it stands on its module’s layer', async () => {
    expect(await orderErrors('functions/src/catalog/routes/probe-routes.ts', "export { adminReviews } from '../../reviews';\n")).toHaveLength(1);
    expect(await orderErrors('functions/src/orders/handler.ts', "export { handleStripeWebhook } from '../webhooks';\n")).toHaveLength(1);
  });

  it('passes a module importing lower ones, and the top layer (a job, the quotes function) calling any module', async () => {
    const down = "export { getProduct } from '../catalog';\nexport { getShopSettings } from '../settings';\n";
    expect(await orderErrors('functions/src/orders/probe.ts', down)).toEqual([]);
    expect(await orderErrors('functions/src/jobs/probe.ts', "export { handleStripeWebhook } from '../webhooks';\n")).toEqual([]);
    expect(await orderErrors('functions/src/quotes/routes/probe-routes.ts', "export { handleStripeWebhook } from '../../webhooks';\n")).toEqual([]);
  });

  it('leaves tests alone: they set state up through any module', async () => {
    expect(await orderErrors('functions/src/catalog/probe.test.ts', "export { getOrder } from '../orders';\n")).toEqual([]);
  });

  it('passes the tree as it stands (the files that meet the most modules)', async () => {
    for (const file of ['admin/admin-order-service.ts', 'webhooks/webhook-service.ts', 'catalog/catalog-service.ts', 'orders/routes/review-routes.ts', 'quotes/routes/link-routes.ts']) {
      expect(await orderErrors(`functions/src/${file}`, readFileSync(path.join(src, file), 'utf8')), file).toEqual([]);
    }
  });

  it('fixtures import real modules (an import that resolves nowhere would pass)', () => {
    for (const door of ['orders', 'catalog', 'ai', 'settings', 'reviews', 'webhooks', 'wishlist']) {
      expect(existsSync(path.join(src, door, 'index.ts')), door).toBe(true);
    }
  });
});
