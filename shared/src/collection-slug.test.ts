import { describe, expect, it } from 'vitest';
import { collectionNameKey, SLUG_PATTERN, slugFromName } from './collection-slug';

describe("a collection's address from its name", () => {
  it.each([
    ['Earrings', 'earrings'],
    ['Crystal Rings', 'crystal-rings'],
    ['Boucles d’oreilles', 'boucles-doreilles'],
    ['  Gifts & Sets!  ', 'gifts-sets'],
    ['Énergie Été', 'energie-ete'],
  ])('%j -> %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('is empty when the name has no letter or digit (the service refuses it)', () => {
    expect(slugFromName('✨✨')).toBe('');
  });

  it('compares names without case, accents or extra spaces', () => {
    expect(collectionNameKey('  EARRINGS ')).toBe(collectionNameKey('earrings'));
    expect(collectionNameKey('Énergie  Été')).toBe(collectionNameKey('energie ete'));
  });
});
