import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from './catalogue-translator';

const t = catalogueTranslator(
  { welcome: 'Welcome to {shop}', pieces: '{count, plural, one {# piece} other {# pieces}}' },
  { welcome: 'Bienvenue chez {shop}', pieces: '{count, plural, one {# pièce} other {# pièces}}' },
);

describe('catalogueTranslator', () => {
  it('fills names in the language asked for', () => {
    expect(t('en', 'welcome', { shop: 'Crystal Studio' })).toBe('Welcome to Crystal Studio');
    expect(t('fr', 'welcome', { shop: 'Crystal Studio' })).toBe('Bienvenue chez Crystal Studio');
  });

  it('follows each language’s plural rules (French: 0 and 1 are singular)', () => {
    expect(t('en', 'pieces', { count: 0 })).toBe('0 pieces');
    expect(t('fr', 'pieces', { count: 0 })).toBe('0 pièce');
    expect(t('fr', 'pieces', { count: 1200 })).toBe('1\u00a0200 pièces');
  });

  it('refuses a message that does not parse when it is used', () => {
    const broken = catalogueTranslator({ bad: 'Hello {name' }, { bad: 'Bonjour {name' });
    expect(() => broken('en', 'bad', { name: 'x' })).toThrow();
  });
});
