import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { changedSections, sectionsAt, settingsOpenAtStart } from './settings-sections';

const saved = { legalName: 'Sacred Crystal Jewelry', phone: '(204) 555-0123', shipping: { flatRate: '12.00', freeOver: null, territoriesRate: null }, openingHours: [] } as unknown as ShopSettings;

describe('the settings screen’s sections', () => {
  it('start folded on a phone except the seller details, and all open on a wide screen', () => {
    expect(settingsOpenAtStart(false)).toEqual({ seller: true, tax: false, alerts: false, reminder: false, hours: false, shipping: false, payments: false });
    expect(Object.values(settingsOpenAtStart(true)).every(Boolean)).toBe(true);
  });

  it('name the sections holding unsaved changes, including a change inside a nested setting', () => {
    expect(changedSections(saved, saved)).toEqual([]);
    expect(changedSections(saved, { ...saved, shipping: { ...saved.shipping, flatRate: '9.00' }, phone: '(204) 943-2100' })).toEqual(['seller', 'shipping']);
  });

  it('point an API error’s fields to their sections', () => {
    expect(sectionsAt(['phone'])).toEqual(['seller']);
    expect(sectionsAt(['shipping.flatRate', 'openingHours.2.opens'])).toEqual(['hours', 'shipping']);
    expect(sectionsAt(['somethingElse'])).toEqual([]);
  });
});
