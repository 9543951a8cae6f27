import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeFromRandomBytes, formatGiftCardCode, GIFT_CARD_ALPHABET, lastFourOf, normalizeGiftCardCode } from './gift-card-code';

describe('gift card codes', () => {
  it('are 16 characters of a 32-letter alphabet with no look-alikes: 80 bits', () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[IO01]/);
    const code = codeFromRandomBytes(randomBytes(16));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(16 * Math.log2(GIFT_CARD_ALPHABET.length)).toBe(80);
  });

  it('read with or without spaces or dashes, in any case; shown in fours; only the last four elsewhere', () => {
    const code = 'ABCDEFGHJKLMNPQR';
    for (const typed of ['abcd efgh jklm npqr', 'ABCD-EFGH-JKLM-NPQR', ' abcdEFGHjklmNPQR ']) expect(normalizeGiftCardCode(typed)).toBe(code);
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ0')).toBeUndefined();
    expect(normalizeGiftCardCode('ABCD')).toBeUndefined();
    expect(formatGiftCardCode(code)).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(lastFourOf(code)).toBe('NPQR');
  });
});
