import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days';

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays', () => {
    // 2026-11-27 is a Friday.
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 5)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-23', 10)).toBe('2026-12-07');
  });

  it('counts from the shop date in Winnipeg', () => {
    // 03:00 UTC on a Saturday is still Friday evening in Winnipeg.
    expect(addBusinessDays(new Date('2026-11-28T03:00:00Z'), 1)).toBe('2026-11-30');
  });
});
