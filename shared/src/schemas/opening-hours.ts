import { WEEK_DAYS, type WeekDay } from '../constants/week-days';
import * as z from '../zod';

const daySchema = z.enum(WEEK_DAYS, { message: 'A day is Monday to Sunday' });
const timeSchema = z.string('A time is HH:MM, e.g. 10:00').check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM, e.g. 10:00'));

/** One day the studio opens at set hours: `opens` before `closes`, the same day. */
export const dayHoursSchema = z
  .strictObject({ day: daySchema, opens: timeSchema, closes: timeSchema })
  .check(z.refine((h) => h.opens < h.closes, { message: 'The studio closes after it opens', path: ['closes'] }));
export type DayHours = z.infer<typeof dayHoursSchema>;

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/**
 * The studio's week as she sets it in /admin: the days it opens at set hours, and the days it opens by
 * appointment only (not opening hours, so never in the structured data). A day is in one list at most;
 * a day in neither is closed.
 */
export const studioWeekShape = {
  openingHours: z.array(dayHoursSchema).check(
    z.maxLength(7, 'A week has 7 days'),
    z.refine((hours) => unique(hours.map((h) => h.day)), 'Each day has one set of hours'),
  ),
  appointmentDays: z.array(daySchema).check(
    z.maxLength(7, 'A week has 7 days'),
    z.refine((days) => unique(days), 'Each day is listed once'),
  ),
};
export type StudioWeek = { openingHours: DayHours[]; appointmentDays: WeekDay[] };

/** A day open at set hours cannot also be by appointment only. */
export const appointmentDaysApart = (w: Partial<StudioWeek>) =>
  !w.openingHours || !w.appointmentDays || !w.appointmentDays.some((d) => w.openingHours!.some((h) => h.day === d));
export const APPOINTMENT_DAYS_APART = 'A day open at set hours is not also by appointment';
