import { STUDIO_WEEK } from '../constants/shop-contact';
import { WEEK_DAYS, type WeekDay } from '../constants/week-days';
import type { DayHours, StudioWeek } from '../schemas/opening-hours';

type Lang = 'en' | 'fr';

const DAY: Record<WeekDay, Record<Lang, string>> = {
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

/** A run of days as people write it: "Mon-Fri" for three or more in a row, "Sat, Sun" for two. */
function days(run: readonly WeekDay[], lang: Lang): string {
  const names = run.map((d) => DAY[d][lang]);
  return capital(names.length > 2 ? `${names[0]}-${names[names.length - 1]}` : names.join(', '));
}

/** Days that follow one another in the week and share the same `same` key, in runs (Monday first). */
function runs<T>(byDay: Map<WeekDay, T>, same: (t: T) => string): { days: WeekDay[]; value: T }[] {
  const out: { days: WeekDay[]; value: T; key: string }[] = [];
  let previous: WeekDay | undefined;
  for (const day of WEEK_DAYS) {
    const value = byDay.get(day);
    if (value === undefined) {
      previous = undefined;
      continue;
    }
    const last = out[out.length - 1];
    if (last && previous && last.key === same(value)) last.days.push(day);
    else out.push({ days: [day], value, key: same(value) });
    previous = day;
  }
  return out.map(({ days: d, value }) => ({ days: d, value }));
}

const hoursKey = (h: DayHours) => `${h.opens}-${h.closes}`;

/**
 * The days open at set hours grouped as schema.org's openingHoursSpecification takes them: every day with
 * the same hours in one entry, Monday first.
 */
export function hoursByTimes(week: Pick<StudioWeek, 'openingHours'>): { days: WeekDay[]; opens: string; closes: string }[] {
  const groups = new Map<string, { days: WeekDay[]; opens: string; closes: string }>();
  for (const day of WEEK_DAYS) {
    const h = week.openingHours.find((o) => o.day === day);
    if (!h) continue;
    const group = groups.get(hoursKey(h)) ?? { days: [], opens: h.opens, closes: h.closes };
    group.days.push(day);
    groups.set(hoursKey(h), group);
  }
  return [...groups.values()];
}

/**
 * The studio's hours as the contact page and the guide write them, from the week she set in /admin, which
 * the structured data's openingHoursSpecification reads too (issue 44 build 4): "Mon-Fri 10:00 AM-6:00 PM",
 * "Sun by appointment". A day in neither list is closed and goes unsaid.
 */
export function contactHoursLines(lang: Lang, week: StudioWeek = STUDIO_WEEK): string[] {
  const open = runs(new Map(week.openingHours.map((h) => [h.day, h])), hoursKey).map(({ days: run, value: h }) =>
    lang === 'fr' ? `${days(run, lang)} ${clock(h.opens, lang)} à ${clock(h.closes, lang)}` : `${days(run, lang)} ${clock(h.opens, lang)}-${clock(h.closes, lang)}`,
  );
  const appointments = runs(new Map(week.appointmentDays.map((d) => [d, d])), () => 'appointment').map(({ days: run }) =>
    lang === 'fr' ? `${days(run, lang)} sur rendez-vous` : `${days(run, lang)} by appointment`,
  );
  return [...open, ...appointments, lang === 'fr' ? 'Consultations en ligne 24 h sur 24, 7 jours sur 7' : 'Online consultations 24/7'];
}
