/** Calendar dates in the shop's own time zone (Winnipeg), so "today" means the same on client and server. */
export const SHOP_TIME_ZONE = 'America/Winnipeg';

/** Built on first use, not at import: a time-zone formatter loads ICU zone data (~5 ms of cold start). */
let ymd: Intl.DateTimeFormat | undefined;

/** The shop's calendar date of an instant, as YYYY-MM-DD. */
export function shopDateOf(instant: Date): string {
  ymd ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(ymd.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today's date in Winnipeg, as YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return shopDateOf(now);
}

/**
 * The calendar date an ISO string names: a plain date (YYYY-MM-DD) is taken as written; a date-time is
 * converted to the shop's time zone.
 */
export function calendarDateOf(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : shopDateOf(new Date(iso));
}

/** A local Date's calendar day as YYYY-MM-DD (what a date picker shows), without time-zone shifting. */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
