import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The French site loads the French of its first screen before the app draws, and every other catalogue's
 * French with the code that uses it. Each test starts from a fresh page (fresh module state).
 */
describe('French messages on demand', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("loads, at start, the French of the catalogues already in, and only those", async () => {
    const i18n = await import('./i18n');
    await import('@/app/layout/messages/en.json');
    await i18n.startPageLocale('fr');
    expect(i18n.currentLocale()).toBe('fr');
    expect(i18n.frenchMessage('app/layout:cart')?.()).toBe('Panier');
    expect(i18n.frenchMessage('features/cart:yourCart')).toBeUndefined();
  });

  it("holds a later catalogue's module until its French is in, so the feature's code never runs in English", async () => {
    const i18n = await import('./i18n');
    await i18n.startPageLocale('fr');
    await import('@/features/cart/messages/en.json');
    expect(i18n.frenchMessage('features/cart:yourCart')?.()).toBe('Votre panier');
  });

  it('loads no French on the English site', async () => {
    const i18n = await import('./i18n');
    await i18n.startPageLocale('en');
    await import('@/features/cart/messages/en.json');
    expect(i18n.currentLocale()).toBe('en');
    expect(i18n.frenchMessage('features/cart:yourCart')).toBeUndefined();
    await i18n.activateLocale('fr');
    expect(i18n.frenchMessage('features/cart:yourCart')?.()).toBe('Votre panier');
  });
});
