import { describe, expect, it } from 'vitest';
import { SKU_PATTERN, suggestSku } from './suggest-sku';

describe('the suggested SKU', () => {
  it('reads the collection and the name', () => {
    expect(suggestSku('earrings', 'Amethyst Drop Earrings')).toBe('SCJ-EAR-AMETHYST-DROP-EARRINGS');
    expect(suggestSku('crystal-necklaces', 'Rose Quartz Heart Necklace')).toBe('SCJ-CRY-ROSE-QUARTZ-HEART');
    expect(suggestSku('rings', "Tiger's Eye Ring")).toBe('SCJ-RIN-TIGER-S-EYE');
    expect(suggestSku('bracelets', 'Bracelet énergie')).toBe('SCJ-BRA-BRACELET-ENERGIE');
  });

  it('is free when offered: a number is added when the plain one is taken (any case)', () => {
    expect(suggestSku('earrings', 'Amethyst Drop', ['scj-ear-amethyst-drop'])).toBe('SCJ-EAR-AMETHYST-DROP-2');
    expect(suggestSku('earrings', 'Amethyst Drop', ['SCJ-EAR-AMETHYST-DROP', 'SCJ-EAR-AMETHYST-DROP-2'])).toBe('SCJ-EAR-AMETHYST-DROP-3');
  });

  it('always passes the SKU rule, however long or odd the name', () => {
    for (const name of ['', '!!!', 'A'.repeat(200), 'Labradorite Moon Crescent Statement Necklace With Extender']) {
      expect(suggestSku('a-very-long-collection-address', name, [])).toMatch(SKU_PATTERN);
    }
  });
});
