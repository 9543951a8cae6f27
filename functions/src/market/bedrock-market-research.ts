import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { MarketResearch } from '@crystal/shared/schemas/ai';
import * as z from '@crystal/shared/zod';
import { converseText } from '../lib/bedrock-text';
import type { MarketFacts } from './market-facts';

const RESEARCH_PROMPT =
  'You are a retail analyst for a small handmade crystal jewellery shop. Use only the numbers given; never invent data. Reply with JSON only: {"trends":[...],"opportunities":[...],"recommendations":[...]}, each a list of up to 5 short sentences.';

const researchSchema = z.object({
  trends: z.array(z.string()).check(z.maxLength(10)),
  opportunities: z.array(z.string()).check(z.maxLength(10)),
  recommendations: z.array(z.string()).check(z.maxLength(10)),
});

/** Market research by Bedrock's text model: the facts as JSON in, the model's JSON object (read from its reply) out. */
export async function bedrockMarketResearch(
  client: BedrockRuntimeClient,
  modelId: string,
  facts: MarketFacts,
  abortSignal: AbortSignal,
): Promise<MarketResearch['insights']> {
  const { text, stopReason } = await converseText(client, modelId, {
    system: RESEARCH_PROMPT,
    user: JSON.stringify(facts),
    maxTokens: 800,
    temperature: 0.2,
    abortSignal,
  });
  if (!text) throw new Error(`Bedrock returned no market research (stopReason ${stopReason})`);
  return researchSchema.parse(JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)));
}
