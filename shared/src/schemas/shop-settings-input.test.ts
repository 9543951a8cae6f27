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
});
