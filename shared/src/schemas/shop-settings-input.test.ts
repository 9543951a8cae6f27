import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../shop-facts/default-shop-settings';
import { shopSettingsInputSchema } from './shop-settings-input';

describe('shopSettingsInputSchema', () => {
  it('keeps a Canadian phone in its national form, and allows none yet', () => {
    expect(shopSettingsInputSchema.parse({ ...DEFAULT_SHOP_SETTINGS, phone: '+1 204 943 2100' }).phone).toBe('(204) 943-2100');
    expect(shopSettingsInputSchema.parse({ ...DEFAULT_SHOP_SETTINGS, phone: '  ' }).phone).toBe('');
    expect(shopSettingsInputSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('refuses a phone outside Canada or one that cannot exist, naming the field', () => {
    for (const phone of ['212-555-0100', '204-123-4567', '555-0100', 'call me']) {
      const issues = shopSettingsInputSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, phone }).error?.issues;
      expect(issues).toEqual([expect.objectContaining({ path: ['phone'], message: 'Phone must be a Canadian number, e.g. (204) 555-0123' })]);
    }
  });

  it('is strict like the settings themselves', () => {
    expect(shopSettingsInputSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, admin: true }).success).toBe(false);
    expect(shopSettingsInputSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, taxRegistrations: ['ZZ'] }).success).toBe(false);
  });

  it('takes the shipping object as decimal strings or null, and payment methods that include cards', () => {
    const shipping = { flatRate: '12.00', freeOver: '75.00', territoriesRate: '25.00' };
    expect(shopSettingsInputSchema.parse({ ...DEFAULT_SHOP_SETTINGS, shipping }).shipping).toEqual(shipping);
    expect(shopSettingsInputSchema.parse({ ...DEFAULT_SHOP_SETTINGS, shipping: { flatRate: null, freeOver: null } }).shipping).toEqual({ flatRate: null, freeOver: null });
    for (const bad of [{ flatRate: 12, freeOver: null }, { flatRate: '12', freeOver: null }, { flatRate: '-1.00', freeOver: null }, { flatRate: null }, { flatRate: null, freeOver: null, extra: 1 }]) {
      expect(shopSettingsInputSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, shipping: bad }).success).toBe(false);
    }
    expect(shopSettingsInputSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, paymentMethods: ['card', 'klarna'] }).success).toBe(true);
    for (const bad of [['klarna'], ['card', 'paypal'], ['card', 'card']]) {
      expect(shopSettingsInputSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, paymentMethods: bad }).success).toBe(false);
    }
    const { shipping: _s, paymentMethods: _p, ...older } = DEFAULT_SHOP_SETTINGS;
    expect(shopSettingsInputSchema.safeParse(older).success).toBe(true);
  });
});
