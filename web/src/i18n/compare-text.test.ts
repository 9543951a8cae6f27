import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareCodeUnits, compareText } from './compare-text';

describe('compareText', () => {
  afterEach(() => vi.restoreAllMocks());

  it("orders words as localeCompare does in the shop's languages", () => {
    const words = ['Œil-de-tigre', 'améthyste', 'Amethyst', 'quartz rose', 'Quartz', 'étain', 'Emerald', 'or', 'Or rose', 'zircon'];
    for (const locale of ['en-CA', 'fr-CA']) {
      expect([...words].sort(compareText(locale))).toEqual([...words].sort((a, b) => a.localeCompare(b, locale)));
    }
    expect(['étain', 'Emerald', 'zircon'].sort(compareText('fr-CA'))).toEqual(['Emerald', 'étain', 'zircon']);
  });

  it('builds one collator per language, however many words it sorts', () => {
    const made = vi.spyOn(Intl, 'Collator');
    const words = Array.from({ length: 40 }, (_, i) => `Piece ${(i * 7919) % 101}`);
    words.sort(compareText('fr-BE'));
    words.sort(compareText('fr-BE'));
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('compareCodeUnits', () => {
  it('orders ISO timestamps by time', () => {
    const times = ['2026-03-01T10:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-03-01T09:59:59.999Z'];
    expect([...times].sort(compareCodeUnits)).toEqual(['2025-12-31T23:59:59.999Z', '2026-03-01T09:59:59.999Z', '2026-03-01T10:00:00.000Z']);
    expect(compareCodeUnits('a', 'a')).toBe(0);
  });
});
