import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessageNumber, number, strictNumber } from './message-runtime';
import en from '@/features/catalog/messages/en.json';
import fr from '@/features/catalog/messages/fr.json';

type Messages = Record<string, (d?: Record<string, unknown>) => string>;

describe('the number a message writes', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const)('writes whole numbers in %s as toLocaleString(%s) does', (lc, locale) => {
    for (const n of [0, 1, 7, 12, 999, 1000, 1234, 98765, 1234567, -3, -4500]) {
      expect(formatMessageNumber(lc, n)).toBe(n.toLocaleString(locale));
    }
  });

  it('asks Intl for no whole number in the shop languages (its first formatter loads ICU number data)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(number('en', 12, 0)).toBe('12');
    expect(strictNumber('fr', 2500, 0, 'count')).toBe('2\u00a0500');
    expect(made).not.toHaveBeenCalled();
  });

  it('leaves fractions and other languages to Intl', () => {
    expect(formatMessageNumber('en', 1.5)).toBe('1.5');
    expect(formatMessageNumber('fr', 1234.5)).toBe(new Intl.NumberFormat('fr').format(1234.5));
    expect(formatMessageNumber('de', 1234)).toBe('1.234');
  });

  it('applies the offset, and a strict message names an argument that is not a number', () => {
    expect(number('en', 5, 1)).toBe('4');
    expect(() => strictNumber('en', Number('x'), 0, 'count')).toThrow('`count` or its offset is not a number');
  });

  it('is what the compiled catalogues call: a listing count in both languages', () => {
    expect((en as unknown as Messages).productCount!({ count: 1 })).toBe('1 Product');
    expect((en as unknown as Messages).productCount!({ count: 1200 })).toBe('1,200 Products');
    expect((fr as unknown as Messages).productCount!({ count: 1200 })).toMatch(/^1\u00a0200 /);
  });
});
