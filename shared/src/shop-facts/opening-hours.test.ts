import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT } from '../constants/shop-contact';
import { contactHoursLines } from './opening-hours';

/**
 * Issue 44 build 4: the structured data gave Sunday 12:00-16:00 while the contact page said "Sun by
 * appointment". Both now read one list; a day by appointment is not an opening hour.
 */
describe('opening hours from one list', () => {
  it('the contact page lines are written from the structured data’s hours, in both languages', () => {
    expect(contactHoursLines('en')).toEqual(['Mon-Fri 10:00 AM-6:00 PM', 'Sat 10:00 AM-5:00 PM', 'Sun by appointment', 'Online consultations 24/7']);
    expect(contactHoursLines('fr')).toEqual(['Lun-ven 10 h à 18 h', 'Sam 10 h à 17 h', 'Dim sur rendez-vous', 'Consultations en ligne 24 h sur 24, 7 jours sur 7']);
  });

  it('no day is both open at set hours and by appointment', () => {
    const open = SHOP_CONTACT.openingHours.flatMap((h) => [...h.days]);
    for (const day of SHOP_CONTACT.byAppointment) expect(open).not.toContain(day);
  });
});
