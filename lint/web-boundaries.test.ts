import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web import zones (lint/boundaries-web.js) hold: each fixture is linted with the repo's own ESLint
 * config as if it were a file at the given path in web/src, so the imports resolve to real modules.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const use = (names: string) => `\nexport const used = [${names}];\n`;

describe('web import boundaries', () => {
  it('fail a feature that imports another feature (alias or relative path)', async () => {
    const alias = await boundaryErrors(
      'web/src/features/cart/components/saved-pieces.tsx',
      `import { useWishlist } from '@/features/wishlist/api/get-wishlist';${use('useWishlist')}`,
    );
    expect(alias).toHaveLength(1);
    expect(alias[0]).toContain('The cart feature imports no other feature');

    const relative = await boundaryErrors(
      'web/src/features/checkout/components/guide-note.tsx',
      `import { useAiStatus } from '../../ai/api/get-ai-status';${use('useAiStatus')}`,
    );
    expect(relative).toHaveLength(1);
  });

  it('fail components/, lib/ and config/ importing a feature or the app', async () => {
    const feature = `import { useCart } from '@/features/cart/api/get-cart';${use('useCart')}`;
    expect(await boundaryErrors('web/src/components/ui/cart-badge.tsx', feature)).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/cart-total.ts', feature)).toHaveLength(1);
    expect(await boundaryErrors('web/src/config/cart-paths.ts', feature)).toHaveLength(1);
    const app = `import { BASENAME } from '@/app/router';${use('BASENAME')}`;
    expect(await boundaryErrors('web/src/lib/navigate.ts', app)).toHaveLength(1);
    expect(await boundaryErrors('web/src/features/cart/hooks/go-home.ts', app)).toHaveLength(1);
  });

  it('fixtures import real modules (an import that resolves nowhere would pass every zone)', () => {
    const modules = ['features/wishlist/api/get-wishlist.ts', 'features/ai/api/get-ai-status.ts', 'features/cart/api/get-cart.ts', 'app/router.tsx', 'lib/api-path.ts', 'components/ui/sheet.tsx'];
    for (const m of modules) expect(existsSync(path.join(root, 'web/src', m)), m).toBe(true);
  });

  it('pass imports within a feature, from lib and components, and features met in a route file', async () => {
    const own = `import { useCart } from '../api/get-cart';\nimport { apiPath } from '@/lib/api-path';\nimport { Sheet } from '@/components/ui/sheet';${use('useCart, apiPath, Sheet')}`;
    expect(await boundaryErrors('web/src/features/cart/components/cart-note.tsx', own)).toEqual([]);
    const route = `import { useCart } from '@/features/cart/api/get-cart';\nimport { useWishlist } from '@/features/wishlist/api/get-wishlist';${use('useCart, useWishlist')}`;
    expect(await boundaryErrors('web/src/app/routes/saved.tsx', route)).toEqual([]);
  });
});
