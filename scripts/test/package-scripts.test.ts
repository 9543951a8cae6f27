import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const workspaces = ['.', 'shared', 'functions', 'infra', 'web'];

/** Every file an npm script names exists (`npm run seed` once pointed at a missing script). */
describe('npm scripts', () => {
  for (const ws of workspaces) {
    const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    for (const [name, command] of Object.entries(pkg.scripts ?? {})) {
      const files = command.match(/[\w./-]+\.(?:ts|tsx|js|mjs|cjs)\b/g) ?? [];
      it.each(files)(`${ws}: "${name}" names %s, which exists`, (file) => {
        expect(existsSync(path.join(root, ws, file))).toBe(true);
      });
    }
  }
});
