import { describe, expect, it } from 'vitest';
import { catalogueOf, compileCatalogue, MESSAGE_RUNTIME } from './compile-catalogues';

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
