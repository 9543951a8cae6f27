import { describe, expect, it } from 'vitest';
import { catalogueNamespace, compileCatalogue } from './compile-catalogues';

describe('catalogue compilation', () => {
  it('names a catalogue by its folder', () => {
    expect(catalogueNamespace('/repo/web/src/features/cart/messages/fr.json')).toBe('features/cart');
    expect(catalogueNamespace('/repo/web/src/features/cart/cart.json')).toBeUndefined();
  });

  it('compiles ICU messages so the browser needs no parser', () => {
    const out = JSON.parse(compileCatalogue('{"n":"Panier, {count, plural, one {# article} other {# articles}}"}', 'x'));
    expect(out.$ns).toBe('x');
    expect(out.n[1][0]).toBe('count');
  });

  it('fails the build on an empty message or broken ICU', () => {
    expect(() => compileCatalogue('{"a":""}', 'x')).toThrow(/non-empty/);
    expect(() => compileCatalogue('{"a":"{count, plural, one {x}"}', 'x')).toThrow();
  });
});
