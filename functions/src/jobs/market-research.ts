import type { MarketResearch } from '@crystal/shared/schemas/ai';
import { gatherMarketFacts, marketResearcher, putMarketResearch } from '../market';
import { logger } from '../lib/logger';

export const MARKET_TOPIC = 'crystal jewelry';

/**
 * Scheduled job (shared/src/jobs.ts): summarises searches, views, carts and sales into trends,
 * opportunities and recommendations (Bedrock in production, the local provider offline) for /admin.
 */
export async function handler(): Promise<MarketResearch> {
  const now = new Date();
  const facts = await gatherMarketFacts(MARKET_TOPIC, now);
  const insights = await marketResearcher.research(facts);
  const research: MarketResearch = {
    topic: MARKET_TOPIC,
    generatedAt: now.toISOString(),
    provider: marketResearcher.name,
    insights,
  };
  await putMarketResearch(research);
  logger.info('Market research stored', { trends: insights.trends.length, provider: marketResearcher.name });
  return research;
}
