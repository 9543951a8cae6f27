import { describe, expect, it } from 'vitest';
import { offerDiscountCents } from './offer-discount';

describe('offerDiscountCents', () => {
  it('takes the percentage off the subtotal in whole cents, rounding half up', () => {
    expect(offerDiscountCents(10_000, 15)).toBe(1500);
    expect(offerDiscountCents(3333, 15)).toBe(500); // 499.95
    expect(offerDiscountCents(3330, 15)).toBe(500); // 499.5 rounds up
    expect(offerDiscountCents(3329, 15)).toBe(499); // 499.35
  });

  it('is zero without an offer or on an empty subtotal', () => {
    expect(offerDiscountCents(5000, undefined)).toBe(0);
    expect(offerDiscountCents(5000, 0)).toBe(0);
    expect(offerDiscountCents(0, 15)).toBe(0);
  });
});
