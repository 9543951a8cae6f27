import { describe, expect, it } from 'vitest';
import { canadianPhone, isFictionalPhone } from './canadian-phone';

describe('canadianPhone', () => {
  it('reads a Canadian number however it is written, in the national form', () => {
    for (const text of ['204-555-0123', '(204) 555-0123', '+1 204 555 0123', '1-204-555-0123', '2045550123', '204.555.0123']) {
      expect(canadianPhone(text)).toBe('(204) 555-0123');
    }
    expect(canadianPhone('431 555 0100 ext 2')).toBe('(431) 555-0100 ext. 2');
  });

  it('refuses numbers outside Canada and numbers that cannot exist', () => {
    for (const text of ['212-555-0123', '+44 20 7946 0958', '204-123-4567', '204-555-01234', '555-0123', 'call me', '']) {
      expect(canadianPhone(text)).toBeUndefined();
    }
  });
});

describe('isFictionalPhone', () => {
  it('knows the 555-01xx range kept for fiction', () => {
    expect(isFictionalPhone('(204) 555-0123')).toBe(true);
    expect(isFictionalPhone('+1 204 555 0199 ext. 4')).toBe(true);
    expect(isFictionalPhone('(204) 555-0200')).toBe(false);
    expect(isFictionalPhone('(204) 943-0123')).toBe(false);
  });
});
