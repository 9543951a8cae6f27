import { describe, expect, it } from 'vitest';
import { getKeywordCounts, getLatestMarketResearch } from '../../functions/src/market/market-repository';
import { runFirstInsights } from './run-first-insights';

describe('runFirstInsights', () => {
  it('runs the market jobs once on a new install, so /admin insights are never empty, and not again', async () => {
    expect(await getLatestMarketResearch()).toBeNull();
    expect(await runFirstInsights()).toEqual(['market-research', 'keyword-monitor']);
    const research = await getLatestMarketResearch();
    expect(research?.insights.trends.length).toBeGreaterThan(0);
    expect((await getKeywordCounts())?.keywords.length).toBeGreaterThan(0);
    expect(await runFirstInsights()).toEqual([]);
    expect((await getLatestMarketResearch())?.generatedAt).toBe(research?.generatedAt);
  });
});
