import { SHOP_CONTACT } from '../constants/shop-contact';

type Lang = 'en' | 'fr';
type Hours = (typeof SHOP_CONTACT.openingHours)[number];

const DAY: Record<string, Record<Lang, string>> = {
  Monday: { en: 'Mon', fr: 'lun' },
  Tuesday: { en: 'Tue', fr: 'mar' },
  Wednesday: { en: 'Wed', fr: 'mer' },
  Thursday: { en: 'Thu', fr: 'jeu' },
  Friday: { en: 'Fri', fr: 'ven' },
  Saturday: { en: 'Sat', fr: 'sam' },
  Sunday: { en: 'Sun', fr: 'dim' },
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function clock(time: string, lang: Lang): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (lang === 'fr') return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function days(list: readonly string[], lang: Lang): string {
  const names = list.map((d) => DAY[d]![lang]);
  return capital(names.length > 2 ? `${names[0]}-${names[names.length - 1]}` : names.join(', '));
}

function line(h: Hours, lang: Lang): string {
  return lang === 'fr'
    ? `${days(h.days, lang)} ${clock(h.opens, lang)} à ${clock(h.closes, lang)}`
    : `${days(h.days, lang)} ${clock(h.opens, lang)}-${clock(h.closes, lang)}`;
}

/**
 * The studio's hours as the contact page and the guide write them, from the one list the structured data's
 * openingHoursSpecification reads too (issue 44 build 4): "Mon-Fri 10:00 AM-6:00 PM", "Sun by appointment".
 */
export function contactHoursLines(lang: Lang): string[] {
  return [
    ...SHOP_CONTACT.openingHours.map((h) => line(h, lang)),
    ...(SHOP_CONTACT.byAppointment.length
      ? [lang === 'fr' ? `${days(SHOP_CONTACT.byAppointment, lang)} sur rendez-vous` : `${days(SHOP_CONTACT.byAppointment, lang)} by appointment`]
      : []),
    lang === 'fr' ? 'Consultations en ligne 24 h sur 24, 7 jours sur 7' : 'Online consultations 24/7',
  ];
}
