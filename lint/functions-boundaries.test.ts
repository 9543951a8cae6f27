import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The functions' route-module zone (lint/boundaries-functions.js): a feature's routes/ modules are
 * imported by its handler.ts alone, which loads each on its route's first request. A static import from
 * anywhere else would pull the module into the cold start. Fixtures are linted as files at the given path.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function routeZoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const importListing = (from: string) => `import { listProducts } from '${from}';\nexport const used = [listProducts];\n`;

describe('functions route modules', () => {
  it('fail a service, a helper or lib/ importing a route module', async () => {
    const service = await routeZoneErrors('functions/src/catalog/catalog-report-service.ts', importListing('./routes/listing-routes'));
    expect(service.join()).toContain('routes/ modules are loaded by its handler alone');
    expect(await routeZoneErrors('functions/src/catalog/search/rank.ts', importListing('../routes/listing-routes'))).not.toEqual([]);
    expect(await routeZoneErrors('functions/src/lib/http/warm.ts', importListing('../../catalog/routes/listing-routes'))).not.toEqual([]);
  });

  it('pass the handler importing its route modules, and a route module importing its service', async () => {
    expect(await routeZoneErrors('functions/src/catalog/handler.ts', `export const load = () => import('./routes/listing-routes');\n`)).toEqual([]);
    const route = `import { findFeatured } from '../catalog-service';\nexport const used = [findFeatured];\n`;
    expect(await routeZoneErrors('functions/src/catalog/routes/featured-routes.ts', route)).toEqual([]);
  });

  it('fixtures import real modules', () => {
    for (const m of ['catalog/routes/listing-routes.ts', 'catalog/catalog-service.ts']) expect(existsSync(path.join(root, 'functions/src', m)), m).toBe(true);
  });
});
