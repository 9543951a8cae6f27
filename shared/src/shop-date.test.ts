import { describe, expect, it } from 'vitest';
import { calendarDateOf, shopToday, toIsoDate } from './shop-date';
import { contactSchema } from './schemas/contact';

describe('dates in the shop time zone (America/Winnipeg)', () => {
  it('takes today from Winnipeg, not UTC', () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Winnipeg (UTC-6 in November).
    expect(shopToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(shopToday(new Date('2026-07-01T04:59:00Z'))).toBe('2026-06-30');
  });

  it('reads plain dates as written and converts date-times to Winnipeg', () => {
    expect(calendarDateOf('2026-12-01')).toBe('2026-12-01');
    expect(calendarDateOf('2026-12-01T02:00:00Z')).toBe('2026-11-30');
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('lets the contact schema refuse a past preferred date and allow today', () => {
    const base = { name: 'A', email: 'a@example.ca', subject: 'Energy Reading', message: 'Hi', isConsultation: true };
    expect(contactSchema.safeParse({ ...base, preferredDate: shopToday() }).success).toBe(true);
    const past = contactSchema.safeParse({ ...base, preferredDate: '2020-01-01' });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]).toMatchObject({ path: ['preferredDate'], message: 'Preferred date cannot be in the past' });
  });
});
