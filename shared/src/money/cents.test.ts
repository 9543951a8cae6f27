import { describe, expect, it, vi } from 'vitest';
import { centsToDecimalString, decimalStringToCents, formatCad, formatCadCents, formatRawPrice, groupThousands } from './cents';

describe('money', () => {
  it('converts cents and decimal strings both ways', () => {
    expect(centsToDecimalString(4500)).toBe('45.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-1250)).toBe('-12.50');
    expect(decimalStringToCents('45.00')).toBe(4500);
    expect(decimalStringToCents('0.5')).toBe(50);
    expect(decimalStringToCents('12')).toBe(1200);
    expect(() => decimalStringToCents('12.345')).toThrow(RangeError);
    expect(() => decimalStringToCents('abc')).toThrow(RangeError);
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });

  it('formats CAD in the Canadian locale: no decimals when whole on cards, cents at checkout', () => {
    expect(formatCad(6800)).toBe('$68');
    expect(formatCad(5450)).toBe('$54.50');
    expect(formatCadCents(6800)).toBe('$68.00');
    expect(formatCadCents(123456)).toBe('$1,234.56');
    expect(formatRawPrice('68.00')).toBe('$68.00');
  });
});

describe('formatCad and formatCadCents without Intl', () => {
  const intl = (cents: number, locale: string, withCents: boolean) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      ...(withCents ? {} : { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    }).format(cents / 100);
  // Every cent to $20, then a spread up to ten million, each also negative.
  const amounts = [
    ...Array.from({ length: 2001 }, (_, i) => i),
    ...Array.from({ length: 400 }, (_, i) => Math.round(1.047 ** i * 101)).filter((n) => n <= 1e9),
  ].flatMap((n) => (n === 0 ? [0] : [n, -n]));

  it.each(['en-CA', 'fr-CA'] as const)('writes every amount as Intl writes it in %s', (locale) => {
    for (const cents of amounts) {
      expect(formatCadCents(cents, locale)).toBe(intl(cents, locale, true));
      expect(formatCad(cents, locale)).toBe(intl(cents, locale, cents % 100 !== 0));
    }
  });

  it('writes French with no-break spaces between groups and before the sign', () => {
    expect(formatCadCents(123456, 'fr-CA')).toBe('1\u00a0234,56\u00a0$');
    expect(formatCad(6800, 'fr-CA')).toBe('68\u00a0$');
    expect(formatCadCents(-1230, 'en-CA')).toBe('-$12.30');
  });

  it('loads no Intl formatter for the two languages of the shop (ICU data costs a phone 12 ms)', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    formatCad(6800, 'fr-CA');
    formatCadCents(5450);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('groupThousands', () => {
  it('groups a whole number as toLocaleString does, without Intl', () => {
    for (const n of [0, 7, 50, 999, 1000, 3000, 9999, 10000, 123456, 1234567, -1234, -50, Number.MAX_SAFE_INTEGER]) {
      expect(groupThousands(n, 'en-CA')).toBe(n.toLocaleString('en-CA'));
    }
  });

  it('writes French groups with a no-break space', () => {
    expect(groupThousands(3000, 'fr-CA')).toBe('3\u00a0000');
    expect(groupThousands(1234567, 'fr-CA')).toBe('1\u00a0234\u00a0567');
    expect(groupThousands(-50, 'fr-CA')).toBe('-50');
    expect(groupThousands(999, 'fr-CA')).toBe('999');
  });

  it('leaves anything but a whole number to toLocaleString', () => {
    expect(groupThousands(1234.5, 'en-CA')).toBe('1,234.5');
  });
});
