import { decimalStringToCents, formatCadCents } from '@/lib/format';

export const money = (decimal: string) => formatCadCents(decimalStringToCents(decimal));

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Winnipeg',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const when = (iso: string) => dateTime.format(new Date(iso));

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', day: 'numeric' });
/** A YYYY-MM-DD day as "Nov 22". */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
