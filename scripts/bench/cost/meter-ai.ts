import type { AiProvider, TextRequest } from '../../../functions/src/ai/provider/ai-provider';
import { guideTools, runGuideTool } from '../../../functions/src/ai/provider/guide-tools';
import { systemPrompt, wrapShopperMessage } from '../../../functions/src/ai/provider/system-prompt';

/** Bedrock usage of AI calls, sized as the Bedrock adapter would send them. */
export type AiUsage = { calls: number; inputTokens: number; outputTokens: number; images: number };

/**
 * About 4 characters a token for English prose and JSON (the rule of thumb Amazon and others give for
 * their tokenizers); output tokens are counted at the request's maxTokens, the most a call can bill.
 */
const CHARS_PER_TOKEN = 4;

/**
 * What one guide answer sends to the Converse API with tool use (converse-with-tools.ts): a first round
 * with the system prompt, the tool definitions (built from the live catalogue), the history and the
 * wrapped shopper message, which answers with a catalogue search; then a second round that sends all of
 * that again plus the search's result. Two rounds is the usual answer; facts questions take the same.
 */
function converseInputChars(req: TextRequest): number {
  const first =
    systemPrompt(req.viewing).length +
    JSON.stringify(guideTools(req.catalogue)).length +
    (req.history ?? []).reduce((n, t) => n + t.content.length, 0) +
    wrapShopperMessage(req.prompt).length;
  const searchResult = JSON.stringify(runGuideTool('search_catalogue', { query: req.prompt }, req.catalogue)).length;
  return 2 * first + searchResult;
}

/**
 * Wraps the running provider (whichever it is locally) so every text, image and audio call is measured as
 * the Bedrock adapter would send it (converseInputChars), output at maxTokens (audio caps it at 400), and
 * one image per image call (its prompt is not billed by tokens).
 */
export function meterAi(provider: AiProvider): { take: () => AiUsage } {
  let usage: AiUsage = { calls: 0, inputTokens: 0, outputTokens: 0, images: 0 };
  const countText = (req: TextRequest, maxTokens: number) => {
    usage.calls += 1;
    usage.inputTokens += Math.ceil(converseInputChars(req) / CHARS_PER_TOKEN);
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
