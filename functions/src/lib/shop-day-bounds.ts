import { SHOP_TIME_ZONE } from '@crystal/shared/shop-date';

/** Built on first use, not at import: a time-zone formatter loads ICU zone data at cold start. */
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Minutes the shop's zone is ahead of UTC at an instant (Winnipeg: -360 or -300). */
function offsetMinutes(at: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' });
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The UTC instant at which a Winnipeg calendar day (YYYY-MM-DD) begins. */
export function shopDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = new Date(midnightUtc - offsetMinutes(new Date(midnightUtc)) * 60_000);
  return new Date(midnightUtc - offsetMinutes(guess) * 60_000);
}

/** The Winnipeg day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
