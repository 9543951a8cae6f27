import type { AiProvider, TextRequest } from '../../../functions/src/ai/provider/ai-provider';
import { systemPrompt, wrapShopperMessage } from '../../../functions/src/ai/provider/system-prompt';

/** Bedrock usage of AI calls, sized as the Bedrock adapter would send them. */
export type AiUsage = { calls: number; inputTokens: number; outputTokens: number; images: number };

/**
 * About 4 characters a token for English prose and JSON (the rule of thumb Amazon and others give for
 * their tokenizers); output tokens are counted at the request's maxTokens, the most a call can bill.
 */
const CHARS_PER_TOKEN = 4;

/**
 * Wraps the running provider (whichever it is locally) so every text, image and audio call is measured as
 * bedrock-provider.ts would send it: the system prompt with the catalogue, the wrapped shopper message,
 * maxTokens (audio caps it at 400), and one image per image call (its prompt is not billed by tokens).
 */
export function meterAi(provider: AiProvider): { take: () => AiUsage } {
  let usage: AiUsage = { calls: 0, inputTokens: 0, outputTokens: 0, images: 0 };
  const countText = (req: TextRequest, maxTokens: number) => {
    usage.calls += 1;
    usage.inputTokens += Math.ceil((systemPrompt(req.catalogue).length + wrapShopperMessage(req.prompt).length) / CHARS_PER_TOKEN);
    usage.outputTokens += maxTokens;
  };
  const { text, image, audio } = provider;
  provider.text = (req) => (countText(req, req.maxTokens), text.call(provider, req));
  provider.audio = (req) => (countText(req, Math.min(req.maxTokens, 400)), audio.call(provider, req));
  provider.image = (req) => {
    usage.calls += 1;
    usage.images += 1;
    return image.call(provider, req);
  };
  return {
    take() {
      const out = usage;
      usage = { calls: 0, inputTokens: 0, outputTokens: 0, images: 0 };
      return out;
    },
  };
}
