import { AI_CHAT_DEFAULTS } from '@crystal/shared/constants/ai';
import type { AiProvider } from '../../functions/src/ai/provider/ai-provider';
import { guideContext } from '../../functions/src/ai/retrieval/guide-context';
import { shopCatalogue } from '../../functions/src/ai/shop-catalogue';
import type { Ask } from './run-eval';

/** Asks a provider as the chat endpoint does: the live catalogue read at answer time, the page and the turns. */
export const askProvider =
  (provider: AiProvider): Ask =>
  async (question, ctx) => {
    const catalogue = await shopCatalogue();
    const out = await provider.text({
      prompt: question,
      maxTokens: AI_CHAT_DEFAULTS.maxTokens,
      temperature: AI_CHAT_DEFAULTS.temperature,
      catalogue,
      language: ctx.language ?? 'en',
      ...guideContext(catalogue, {
        page: ctx.productId ? { productId: ctx.productId } : undefined,
        history: ctx.history,
      }),
    });
    return out.content;
  };
