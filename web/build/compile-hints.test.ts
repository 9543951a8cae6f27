import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, above everything Vite wrote at the top', () => {
    const chunk = withCompileHint({ code: 'const __vite__mapDeps=1;\nimport "./a.js";', map: null });
    expect(chunk.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(chunk.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nimport "./a.js";`);
  });

  it('moves the source map down the one line the hint takes', () => {
    const chunk = withCompileHint({ code: 'a;\nb;', map: { mappings: 'AAAA;AACA' } });
    expect(chunk.map?.mappings).toBe(';AAAA;AACA');
  });

  it('moves the map file down with it, which is written before the hint goes in', () => {
    const mapFile = { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }) };
    withCompileHint({ code: 'a;\nb;', map: { mappings: 'AAAA;AACA' } }, mapFile);
    expect(JSON.parse(mapFile.source as string)).toEqual({ version: 3, mappings: ';AAAA;AACA', sources: ['a.ts'] });
  });

  it('adds it once', () => {
    const chunk = withCompileHint(withCompileHint({ code: 'a;', map: { mappings: 'AAAA' } }));
    expect(chunk.code).toBe(`${COMPILE_HINT}a;`);
    expect(chunk.map?.mappings).toBe(';AAAA');
  });
});
