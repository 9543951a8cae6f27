import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { CATALOGUE_ARRIVAL, catalogueOf, compileCatalogue, firstScreenFrenchChunks, MESSAGE_RUNTIME } from './compile-catalogues';

describe('catalogue compilation', () => {
  it('names a catalogue by its folder and language', () => {
    expect(catalogueOf('/repo/web/src/features/cart/messages/fr.json')).toEqual({ namespace: 'features/cart', locale: 'fr' });
    expect(catalogueOf('/repo/web/src/features/cart/cart.json')).toBeUndefined();
  });

  it('compiles ICU messages to functions, so the browser needs no parser', () => {
    const code = compileCatalogue('{"n":"Panier, {count, plural, one {# article} other {# articles}}"}', 'x', 'fr');
    expect(code).toContain('"$ns": "x"');
    expect(code).toMatch(/n: \(d\) =>/);
    expect(code).not.toContain('{count, plural');
  });

  it("points the compiled messages at the shop's runtime, which writes whole numbers without Intl", () => {
    const code = compileCatalogue('{"n":"{count, plural, one {# article} other {# articles}}"}', 'x', 'fr');
    expect(code).toContain(`from "${MESSAGE_RUNTIME}";`);
    expect(code).not.toContain('"@messageformat/runtime"');
    expect(code).toContain('"@messageformat/runtime/lib/cardinals"');
  });

  it('fails the build on an empty message or broken ICU', () => {
    expect(() => compileCatalogue('{"a":""}', 'x', 'en')).toThrow(/non-empty/);
    expect(() => compileCatalogue('{"a":"{count, plural, one {x}"}', 'x', 'en')).toThrow();
  });
});

describe("the browser's English catalogues", () => {
  it('await their French as their module runs; French catalogues and the server build do not', () => {
    const english = compileCatalogue('{"a":"Cart"}', 'features/cart', 'en', { awaitFrench: true });
    expect(english).toContain(`import { catalogueArrived } from "${CATALOGUE_ARRIVAL}";`);
    expect(english.trimEnd().endsWith('await catalogueArrived("features/cart");')).toBe(true);
    expect(compileCatalogue('{"a":"Panier"}', 'features/cart', 'fr', { awaitFrench: true })).not.toContain('await');
    expect(compileCatalogue('{"a":"Cart"}', 'features/cart', 'en')).not.toContain('await');
  });
});

describe("the French site's first-screen chunks", () => {
  const chunk = (fileName: string, facadeModuleId: string | null, moduleIds: string[], imports: string[] = []) =>
    ({ type: 'chunk', fileName, facadeModuleId, moduleIds, imports, isEntry: false }) as unknown as OutputChunk;
  const catalogue = (namespace: string, locale: 'en' | 'fr') => `\0catalogue:/w/src/${namespace}/messages/${locale}`;
  const bundle = Object.fromEntries(
    [
      chunk('assets/first.js', null, ['/w/src/main.tsx', catalogue('app/layout', 'en')], ['assets/shared.js']),
      chunk('assets/shared.js', null, [catalogue('features/cart/panel', 'en')]),
      chunk('assets/cart.js', null, [catalogue('features/cart', 'en')], ['assets/first.js']),
      chunk('assets/loader.js', '/w/src/i18n/french-catalogues.ts', ['/w/src/i18n/french-catalogues.ts']),
      chunk('assets/layout-fr.js', catalogue('app/layout', 'fr'), [catalogue('app/layout', 'fr')]),
      chunk('assets/panel-fr.js', catalogue('features/cart/panel', 'fr'), [catalogue('features/cart/panel', 'fr')]),
      chunk('assets/cart-fr.js', catalogue('features/cart', 'fr'), [catalogue('features/cart', 'fr')]),
    ].map((c) => [c.fileName, c]),
  ) as OutputBundle;

  it("are the loader and the French of the catalogues index.html's chunks carry, not a lazy feature's", () => {
    const html = '<script type="module" crossorigin src="/shop/assets/first.js"></script>';
    expect(firstScreenFrenchChunks(bundle, html)).toEqual(['assets/layout-fr.js', 'assets/loader.js', 'assets/panel-fr.js']);
  });
});
