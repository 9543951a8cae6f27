import type { AdminInsights } from '@crystal/shared/schemas/admin-dashboard';
import { getKeywordCounts, getLatestMarketResearch } from '../market';

/** What the scheduled jobs found most recently (docs/decisions/0009-scheduled-market-jobs.md); null before a job first runs. */
export async function insights(): Promise<AdminInsights> {
  const [research, keywords] = await Promise.all([getLatestMarketResearch(), getKeywordCounts()]);
  return { research, keywords };
}
