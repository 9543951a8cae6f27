import { afterEach, describe, expect, it } from 'vitest';
import en from '@/app/layout/messages/en.json';
import { createTranslator } from './create-translator';
import { activateLocale } from './i18n';

const t = createTranslator(en);

describe('createTranslator', () => {
  afterEach(() => activateLocale('en'));

  it('speaks English from the compiled English catalogue, plurals included', () => {
    expect(t('cart')).toBe('Cart');
    expect(t('cartItems', { count: 2 })).toBe('Cart, 2 items');
  });

  it('speaks French on the French site, with French plural rules', async () => {
    await activateLocale('fr');
    expect(t('cart')).toBe('Panier');
    expect(t('cartItems', { count: 1 })).toBe('Panier, 1 article');
    expect(t('cartItems', { count: 3 })).toBe('Panier, 3 articles');
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
