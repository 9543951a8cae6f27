import type { MarketResearch } from '@crystal/shared/schemas/ai';
import { BEDROCK_TEXT_ENV, bedrockRuntime } from '../lib/bedrock-text';
import { readEnv } from '../lib/env';
import { bedrockMarketResearch } from './bedrock-market-research';
import { localMarketResearch } from './local-market-research';
import type { MarketFacts } from './market-facts';

export type MarketResearcher = {
  name: 'bedrock' | 'local';
  research(facts: MarketFacts): Promise<MarketResearch['insights']>;
};

const env = readEnv(BEDROCK_TEXT_ENV);

/**
 * Chosen by configuration as the guide's provider is (AI_PROVIDER): Bedrock's text model in production,
 * plain rules over the same counts offline. Apart from the guide, so the scheduled job loads neither the
 * guide's knowledge nor its tools.
 */
export const marketResearcher: MarketResearcher =
  env.AI_PROVIDER === 'bedrock'
    ? {
        name: 'bedrock',
        research: (facts) =>
          bedrockMarketResearch(
            bedrockRuntime(env.BEDROCK_REGION, env.AI_TIMEOUT_MS, env.BEDROCK_ENDPOINT),
            env.BEDROCK_TEXT_MODEL_ID,
            facts,
            AbortSignal.timeout(env.AI_TIMEOUT_MS),
          ),
      }
    : { name: 'local', research: async (facts) => localMarketResearch(facts) };
