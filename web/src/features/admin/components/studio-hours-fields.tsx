import { WEEK_DAYS, type WeekDay } from '@crystal/shared/constants/week-days';
import type { DayHours, StudioWeek } from '@crystal/shared/schemas/opening-hours';

type DayMode = 'hours' | 'appointment' | 'closed';

const modeOf = (week: StudioWeek, day: WeekDay): DayMode =>
  week.openingHours.some((h) => h.day === day) ? 'hours' : week.appointmentDays.includes(day) ? 'appointment' : 'closed';

/** The week with one day changed, kept in week order (Monday first) so a save reads as the page shows it. */
function withDay(week: StudioWeek, day: WeekDay, mode: DayMode, hours?: Pick<DayHours, 'opens' | 'closes'>): StudioWeek {
  const before = week.openingHours.find((h) => h.day === day);
  const openingHours = week.openingHours.filter((h) => h.day !== day);
  const appointmentDays = week.appointmentDays.filter((d) => d !== day);
  if (mode === 'hours') openingHours.push({ day, opens: hours?.opens ?? before?.opens ?? '10:00', closes: hours?.closes ?? before?.closes ?? '17:00' });
  if (mode === 'appointment') appointmentDays.push(day);
  const order = (d: WeekDay) => WEEK_DAYS.indexOf(d);
  return { openingHours: openingHours.sort((a, b) => order(a.day) - order(b.day)), appointmentDays: appointmentDays.sort((a, b) => order(a) - order(b)) };
}

/**
 * The studio's week in /admin > Settings: each day open at set hours, by appointment, or closed. The contact
 * page, the guide and the structured data all read it (shared/src/shop-facts/opening-hours.ts).
 */
export function StudioHoursFields({ week, onChange }: { week: StudioWeek; onChange: (week: StudioWeek) => void }) {
  return (
    <>
      <p className="text-xs text-muted">The contact page, the crystal guide and search engines show these. A closed day is not mentioned.</p>
      <ul className="divide-y divide-border">
        {WEEK_DAYS.map((day) => {
          const mode = modeOf(week, day);
          const hours = week.openingHours.find((h) => h.day === day);
          return (
            <li key={day} className="flex flex-wrap items-center gap-2 py-2" data-testid="studio-day">
              <span className="w-24 text-sm font-medium">{day}</span>
              <select className="input w-40" aria-label={day} name={`hours-${day}`} value={mode} onChange={(e) => onChange(withDay(week, day, e.target.value as DayMode))}>
                <option value="hours">Open</option>
                <option value="appointment">By appointment</option>
                <option value="closed">Closed</option>
              </select>
              {mode === 'hours' && hours && (
                <span className="flex items-center gap-1 text-sm">
                  <input
                    className="input w-28"
                    type="time"
                    aria-label={`${day} opens`}
                    value={hours.opens}
                    required
                    onChange={(e) => onChange(withDay(week, day, 'hours', { opens: e.target.value, closes: hours.closes }))}
                  />
                  <span aria-hidden="true">to</span>
                  <input
                    className="input w-28"
                    type="time"
                    aria-label={`${day} closes`}
                    value={hours.closes}
                    required
                    onChange={(e) => onChange(withDay(week, day, 'hours', { opens: hours.opens, closes: e.target.value }))}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
