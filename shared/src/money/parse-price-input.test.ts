import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './parse-price-input';

describe('parsePriceInput', () => {
  it.each([
    ['29', 2900],
    ['29.5', 2950],
    ['29.50', 2950],
    ['$29.50', 2950],
    ['29,50', 2950],
    ['29,5', 2950],
    [' $ 29 ', 2900],
    ['CA$29.50', 2950],
    ['29,50 $', 2950],
    ['1,250', 125000],
    ['1,250.75', 125075],
    ['1 250,50', 125050],
    ['0.99', 99],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parsePriceInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '-29', '29.505', '29.', '$', '1,250,50', '29,5000', '2 9', '1e3', '29.50.1', '١٢'])('refuses %j', (text) => {
    expect(parsePriceInput(text)).toBeNull();
  });
});
