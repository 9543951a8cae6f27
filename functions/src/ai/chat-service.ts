import { AI_CHAT_DEFAULTS } from '@crystal/shared/constants/ai';
import type { AiStatus } from '@crystal/shared/schemas/ai';
import type * as z from '@crystal/shared/zod';
import type { aiPageChatSchema, aiWidgetChatSchema } from '@crystal/shared/schemas/ai';
import { AppError } from '../lib/errors';
import { logger } from '../lib/logger';
import { enforceRateLimit } from '../lib/rate-limit';
import { AI_LIMITS } from './ai-limits';
import { getShopSettings } from '../settings';
import { guideContext } from './retrieval/guide-context';
import { stateFactsFor } from './retrieval/shop-facts-lookup';
import type { TextRequest } from './provider/ai-provider';
import { aiProvider } from './provider/provider-from-env';
import { shopCatalogue } from './shop-catalogue';
import { enforceAiClientLimits } from './spend/ai-client-limits';
import { takeFromDailyBudget } from './spend/ai-daily-budget';
import { answerFromKnowledgeBase } from './spend/budget-fallback';

/** The crystal guide's conversations: the AI page and the widget, through the configured provider. */

type PageChat = z.infer<typeof aiPageChatSchema>;
type WidgetChat = z.infer<typeof aiWidgetChatSchema>;

export function aiStatus(): AiStatus {
  const caps = aiProvider.capabilities();
  const endpoints = Object.entries(caps).map(([name, isAvailable]) => ({ name, isAvailable }));
  return {
    availableEndpoints: endpoints.filter((e) => e.isAvailable).length,
    totalEndpoints: endpoints.length,
    endpoints,
  };
}

async function guard<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError) throw e;
    logger.error(`AI ${what} failed`, { error: e as Error });
    throw new AppError(
      'UNAVAILABLE',
      `The crystal guide could not answer (${what}). Please try again in a moment.`,
    );
  }
}

/** What the provider is asked: the shopper's words, the live catalogue and what the guide knows of the visit. */
async function textRequest(req: PageChat | WidgetChat, prompt: string, maxTokens: number, temperature: number): Promise<TextRequest> {
  const [catalogue, settings] = await Promise.all([shopCatalogue(), getShopSettings()]);
  stateFactsFor(settings);
  return { prompt, maxTokens, temperature, catalogue, ...guideContext(catalogue, req), language: req.locale ?? 'en' };
}

/** The AI page: text, an image or spoken audio; provider and model say who answered. */
export async function chatOnPage(sessionId: string, req: PageChat, client = sessionId) {
  await enforceRateLimit(AI_LIMITS.chat, sessionId);
  const caps = aiProvider.capabilities();
  if (!caps[req.type])
    throw new AppError('UNAVAILABLE', `${req.type} generation is not available on this server`);
  await enforceAiClientLimits(req.type, sessionId, client);
  return guard(req.type, async () => {
    const text = await textRequest(req, req.prompt, req.maxTokens, req.temperature);
    if (!(await takeFromDailyBudget(req.type))) {
      const out = await answerFromKnowledgeBase(text);
      return { content: out.content, mediaUrl: null, provider: 'local' as const, model: out.model };
    }
    if (req.type === 'text') {
      const out = await aiProvider.text(text);
      return { content: out.content, mediaUrl: null, provider: aiProvider.name, model: out.model };
    }
    const out = req.type === 'image' ? await aiProvider.image(text) : await aiProvider.audio(text);
    return { content: out.content, mediaUrl: out.mediaUrl, provider: aiProvider.name, model: out.model };
  });
}

/** The floating widget: a text answer in `response`. */
export async function chatInWidget(sessionId: string, req: WidgetChat, client = sessionId) {
  await enforceRateLimit(AI_LIMITS.chat, sessionId);
  await enforceAiClientLimits('text', sessionId, client);
  return guard('widget', async () => {
    const text = await textRequest(req, req.message, AI_CHAT_DEFAULTS.maxTokens, AI_CHAT_DEFAULTS.temperature);
    const out = (await takeFromDailyBudget('text')) ? await aiProvider.text(text) : await answerFromKnowledgeBase(text);
    return { response: out.content };
  });
}
