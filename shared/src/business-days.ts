import { shopDateOf } from './shop-date';

/**
 * The calendar date (YYYY-MM-DD) `days` business days (Monday to Friday) after `from`, counted from the
 * shop's own date in Winnipeg. A made-to-order piece's estimated ship date: the order's day does not count.
 */
export function addBusinessDays(from: Date | string, days: number): string {
  const start = typeof from === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : shopDateOf(new Date(from));
  const date = new Date(`${start}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}
