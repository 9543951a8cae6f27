/**
 * The week as schema.org names its days (structured data's `dayOfWeek`), Monday first. Apart from the
 * settings' schema (schemas/opening-hours.ts), which builds on it: the home page's structured data and
 * footer read it, and the schema's validation library is no part of a page's first load.
 */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
