import { MONITORED_KEYWORDS } from '@crystal/shared/constants/ai';
import type { KeywordReport } from '@crystal/shared/schemas/ai';
import { dayBucket, searchesOn } from '../search-log';

export const REPORT_DAYS = 7;

export function lastDays(now: Date, days = REPORT_DAYS): string[] {
  return Array.from({ length: days }, (_, i) =>
    dayBucket(new Date(now.getTime() - i * 86_400_000)),
  ).reverse();
}

/** A search counts for a phrase when the searched term contains it ("rose quartz ring" counts for "rose quartz"). */
export function countKeywords(
  days: { day: string; terms: { term: string; count: number }[] }[],
): KeywordReport['keywords'] {
  return MONITORED_KEYWORDS.map((keyword) => {
    const byDay = days.map(({ day, terms }) => ({
      day,
      count: terms.filter((t) => t.term.includes(keyword)).reduce((n, t) => n + t.count, 0),
    }));
    return { keyword, total: byDay.reduce((n, d) => n + d.count, 0), byDay };
  });
}

/** Reads the last seven days of recorded shop searches (one Query per day). */
export async function loadSearchDays(now: Date) {
  return Promise.all(lastDays(now).map(async (day) => ({ day, terms: await searchesOn(day) })));
}
