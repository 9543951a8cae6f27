import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { PRODUCT_MESSAGES, weightInputSchema } from './admin-product';

describe('weight as she types it', () => {
  it.each([
    ['3', '3.00'],
    ['3,5', '3.50'],
    ['3.5', '3.50'],
    [' 8.40 ', '8.40'],
    ['8.5 g', '8.50'],
    ['880 grams', '880.00'],
    ['1,234', '1234.00'],
    ['0', '0.00'],
    [12.6, '12.60'],
  ])('reads %j as %s grams', (typed, stored) => {
    expect(z.parse(weightInputSchema, typed)).toBe(stored);
  });

  it.each(['', 'heavy', '3.555', '-3', '$3', '3,5,5', '1000000'])('refuses %j with the field message', (typed) => {
    const out = z.safeParse(weightInputSchema, typed);
    expect(out.success).toBe(false);
    expect(out.error?.issues[0]?.message).toBe(PRODUCT_MESSAGES.weight);
  });
});
