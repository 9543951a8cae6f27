import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from './schemas/checkout';
import { normalizePostalCode, postalProvinceMismatch } from './postal-code';

const address = (province: string, postalCode: string) => ({ street: '1 Main', city: 'Winnipeg', province, postalCode, country: 'Canada' });
const form = (province: string, postalCode: string) => ({
  email: 'a@b.ca',
  firstName: 'A',
  lastName: 'B',
  phone: '2045550199',
  shippingAddress: address(province, postalCode),
  billingAddress: address(province, postalCode),
  sameAsShipping: true,
});

describe('postal codes', () => {
  it('normalises any spacing and case to A1A 1A1', () => {
    expect(normalizePostalCode('r3c0a5')).toBe('R3C 0A5');
    expect(normalizePostalCode(' R3C-0A5 ')).toBe('R3C 0A5');
    expect(normalizePostalCode('12345')).toBe('12345');
  });

  it('stores the normalised code through the shared schema', () => {
    const parsed = checkoutFormSchema.parse(form('MB', 'r3c0a5'));
    expect(parsed.shippingAddress.postalCode).toBe('R3C 0A5');
  });

  it("checks the first letter against the province's, with a message that names both", () => {
    expect(postalProvinceMismatch('M5V 2T6', 'ON', 'Ontario')).toBeUndefined();
    expect(postalProvinceMismatch('H2X 1Y4', 'QC', 'Quebec')).toBeUndefined();
    const result = checkoutFormSchema.safeParse(form('AB', 'R3C 0A5'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Postal codes in Alberta start with T. Please check the postal code or the province.',
    );
  });

  it("keeps the spec's message for a short or malformed code", () => {
    for (const bad of ['R3C', '123456', 'RRR RRR']) {
      const result = checkoutFormSchema.safeParse(form('MB', bad));
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Valid postal code is required', 'Valid postal code is required']);
    }
  });
});
