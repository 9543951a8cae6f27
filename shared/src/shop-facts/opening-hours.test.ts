import { describe, expect, it } from 'vitest';
import { STUDIO_WEEK } from '../constants/shop-contact';
import { shopSettingsInputSchema } from '../schemas/shop-settings-input';
import { DEMO_SHOP_SETTINGS } from './default-shop-settings';
import { contactHoursLines, hoursByTimes } from './opening-hours';

/**
 * Issue 44 build 4: the structured data gave Sunday 12:00-16:00 while the contact page said "Sun by
 * appointment". Both now read the one week she sets in /admin; a day by appointment is not an opening hour.
 */
describe('opening hours from one week', () => {
  it('the contact page lines are written from the week the structured data reads, in both languages', () => {
    expect(contactHoursLines('en')).toEqual(['Mon-Fri 10:00 AM-6:00 PM', 'Sat 10:00 AM-5:00 PM', 'Sun by appointment', 'Online consultations 24/7']);
    expect(contactHoursLines('fr')).toEqual(['Lun-ven 10 h à 18 h', 'Sam 10 h à 17 h', 'Dim sur rendez-vous', 'Consultations en ligne 24 h sur 24, 7 jours sur 7']);
    expect(hoursByTimes(STUDIO_WEEK)).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
      { days: ['Saturday'], opens: '10:00', closes: '17:00' },
    ]);
  });

  it('a week she changes reads as she set it: runs of days, a closed day unsaid, the same hours apart in the lines but together in the data', () => {
    const week = {
      openingHours: [
        { day: 'Tuesday' as const, opens: '11:00', closes: '19:30' },
        { day: 'Wednesday' as const, opens: '11:00', closes: '19:30' },
        { day: 'Thursday' as const, opens: '09:00', closes: '17:00' },
        { day: 'Saturday' as const, opens: '11:00', closes: '19:30' },
      ],
      appointmentDays: ['Sunday' as const, 'Monday' as const],
    };
    expect(contactHoursLines('en', week)).toEqual([
      'Tue, Wed 11:00 AM-7:30 PM',
      'Thu 9:00 AM-5:00 PM',
      'Sat 11:00 AM-7:30 PM',
      'Mon by appointment',
      'Sun by appointment',
      'Online consultations 24/7',
    ]);
    expect(contactHoursLines('fr', week).slice(0, 3)).toEqual(['Mar, mer 11 h à 19 h 30', 'Jeu 9 h à 17 h', 'Sam 11 h à 19 h 30']);
    expect(hoursByTimes(week)).toEqual([
      { days: ['Tuesday', 'Wednesday', 'Saturday'], opens: '11:00', closes: '19:30' },
      { days: ['Thursday'], opens: '09:00', closes: '17:00' },
    ]);
    expect(contactHoursLines('en', { openingHours: [], appointmentDays: [] })).toEqual(['Online consultations 24/7']);
  });

  it('a save refuses a day twice, a day both open and by appointment, a close before the open, and a time that is not HH:MM', () => {
    const save = (week: Record<string, unknown>) => shopSettingsInputSchema.safeParse({ ...DEMO_SHOP_SETTINGS, ...week });
    const messages = (week: Record<string, unknown>) => {
      const out = save(week);
      return out.success ? [] : out.error.issues.map((i) => i.message);
    };
    expect(save(STUDIO_WEEK).success).toBe(true);
    const monday = { day: 'Monday', opens: '10:00', closes: '18:00' };
    expect(messages({ openingHours: [monday, monday] })).toEqual(['Each day has one set of hours']);
    expect(messages({ openingHours: [monday], appointmentDays: ['Monday'] })).toEqual(['A day open at set hours is not also by appointment']);
    expect(messages({ openingHours: [{ ...monday, closes: '09:00' }] })).toEqual(['The studio closes after it opens']);
    expect(messages({ openingHours: [{ ...monday, opens: '9am' }] })).toContain('A time is HH:MM, e.g. 10:00');
    expect(messages({ appointmentDays: ['Funday'] })).toEqual(['A day is Monday to Sunday']);
  });
});
