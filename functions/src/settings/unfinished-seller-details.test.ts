import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, DEMO_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { unfinishedSellerDetails } from './unfinished-seller-details';

describe('unfinishedSellerDetails', () => {
  it("asks for a real phone while the demo's fictional one is set", () => {
    expect(unfinishedSellerDetails(DEMO_SHOP_SETTINGS)).toEqual([{ field: 'phone', reason: 'fictional' }]);
    // A new production shop has no phone yet: it is asked for as missing.
    expect(unfinishedSellerDetails(DEFAULT_SHOP_SETTINGS)).toEqual([{ field: 'phone', reason: 'missing' }]);
  });

  it('lists every empty disclosure, and nothing once all four are real', () => {
    expect(unfinishedSellerDetails({ ...DEFAULT_SHOP_SETTINGS, legalName: ' ', address: '', phone: '', replyToEmail: '' })).toEqual([
      { field: 'legalName', reason: 'missing' },
      { field: 'address', reason: 'missing' },
      { field: 'phone', reason: 'missing' },
      { field: 'replyToEmail', reason: 'missing' },
    ]);
    expect(unfinishedSellerDetails({ ...DEFAULT_SHOP_SETTINGS, phone: '(204) 943-2100' })).toEqual([]);
  });
});
