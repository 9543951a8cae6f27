import { getKeywordCounts, getLatestMarketResearch } from '../../functions/src/market/market-repository';
import { handler as keywordMonitor } from '../../functions/src/jobs/keyword-monitor';
import { handler as marketResearch } from '../../functions/src/jobs/market-research';

/**
 * On a new install the scheduled market jobs have never run, so /admin's insights would be empty until
 * the first schedule. Locally, `npm start` runs each job once when it has no stored result yet (and never
 * again after). Returns the names of the jobs it ran.
 */
export async function runFirstInsights(): Promise<string[]> {
  const [research, keywords] = await Promise.all([getLatestMarketResearch(), getKeywordCounts()]);
  const ran: string[] = [];
  if (!research) {
    await marketResearch();
    ran.push('market-research');
  }
  if (!keywords) {
    await keywordMonitor();
    ran.push('keyword-monitor');
  }
  return ran;
}
