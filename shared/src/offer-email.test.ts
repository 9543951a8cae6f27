import { describe, expect, it } from 'vitest';
import { offerEmailKey } from './offer-email';

describe('offerEmailKey (once per email)', () => {
  it('drops plus tags always, and dots where the provider ignores them', () => {
    expect(offerEmailKey('Once+1@Example.ca')).toBe('once@example.ca');
    expect(offerEmailKey('o.nce@gmail.com')).toBe('once@gmail.com');
    expect(offerEmailKey('O.N.C.E+promo@googlemail.com')).toBe('once@gmail.com');
    // Dots matter elsewhere: first.last@example.ca and firstlast@example.ca are two people.
    expect(offerEmailKey('first.last@example.ca')).toBe('first.last@example.ca');
    expect(offerEmailKey('+tag@example.ca')).toBe('+tag@example.ca');
  });
});
