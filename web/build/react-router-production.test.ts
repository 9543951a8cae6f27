import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION } from './react-router-production';

describe("react-router's production build", () => {
  it('names both entries the app imports, and they exist', () => {
    expect(Object.keys(REACT_ROUTER_PRODUCTION).sort()).toEqual(['react-router', 'react-router/dom']);
    for (const file of Object.values(REACT_ROUTER_PRODUCTION)) expect(existsSync(file), file).toBe(true);
  });

  it('is the build with its developer warnings off (the one the package sends bundlers to has them on)', () => {
    const dir = path.dirname(REACT_ROUTER_PRODUCTION['react-router']!);
    const code = readdirSync(dir).filter((f) => f.endsWith('.mjs')).map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(code).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(code).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });
});
