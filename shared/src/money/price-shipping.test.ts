import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../provinces';
import { amountToFreeShipping, FREE_SHIPPING_EVERYWHERE, priceShipping, shipsFreeEverywhere, type ShippingSettings } from './price-shipping';

const flat: ShippingSettings = { flatRate: '12.00', freeOver: '75.00', territoriesRate: '25.00' };

describe('priceShipping', () => {
  it('ships every order free with the defaults, anywhere', () => {
    for (const p of PROVINCE_CODES) expect(priceShipping(3200, p, FREE_SHIPPING_EVERYWHERE)).toBe(0);
    expect(shipsFreeEverywhere(FREE_SHIPPING_EVERYWHERE)).toBe(true);
    expect(amountToFreeShipping(3200, 'MB', FREE_SHIPPING_EVERYWHERE)).toBeNull();
  });

  it('charges the flat rate below the threshold and nothing at or above it', () => {
    expect(priceShipping(3200, 'MB', flat)).toBe(1200);
    expect(priceShipping(7499, 'ON', flat)).toBe(1200);
    expect(priceShipping(7500, 'ON', flat)).toBe(0);
    expect(amountToFreeShipping(3200, 'MB', flat)).toBe(4300);
    expect(amountToFreeShipping(7500, 'MB', flat)).toBeNull();
    expect(shipsFreeEverywhere(flat)).toBe(false);
  });

  it('charges the territories their own rate, and the flat rate when none is set', () => {
    for (const p of ['YT', 'NT', 'NU'] as const) expect(priceShipping(3200, p, flat)).toBe(2500);
    expect(priceShipping(3200, 'NU', { flatRate: '12.00', freeOver: null })).toBe(1200);
    expect(priceShipping(99_900, 'NU', { flatRate: '12.00', freeOver: null })).toBe(1200);
    expect(amountToFreeShipping(3200, 'NU', { flatRate: '12.00', freeOver: null })).toBeNull();
  });

  it('ships an empty order for nothing', () => {
    expect(priceShipping(0, 'ON', flat)).toBe(0);
  });
});
