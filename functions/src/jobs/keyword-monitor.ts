import type { KeywordReport } from '@crystal/shared/schemas/ai';
import { countKeywords, loadSearchDays, putKeywordReport, REPORT_DAYS } from '../market';
import { logger } from '../lib/logger';

/**
 * Scheduled job (shared/src/jobs.ts): counts the shop's own searches for the five monitored phrases over
 * the last seven days and stores the report for /admin.
 */
export async function handler(): Promise<KeywordReport> {
  const now = new Date();
  const report: KeywordReport = {
    generatedAt: now.toISOString(),
    days: REPORT_DAYS,
    keywords: countKeywords(await loadSearchDays(now)),
  };
  await putKeywordReport(report);
  logger.info('Keyword report stored', {
    totals: report.keywords.map((k) => `${k.keyword}=${k.total}`).join(', '),
  });
  return report;
}
