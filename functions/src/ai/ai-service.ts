import { AI_CHAT_DEFAULTS } from '@crystal/shared/constants';
import type {
  AiContextualRequest,
  AiStatus,
  BehaviorAnalysisRequest,
  ProductInsightsRequest,
  ShoppingTriggerRequest,
} from '@crystal/shared/schemas/ai';
import type { z } from 'zod';
import type { aiPageChatSchema, aiWidgetChatSchema } from '@crystal/shared/schemas/ai';
import { getProduct } from '../catalog/product-repository';
import { listCategories } from '../catalog/category-repository';
import { AppError, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { enforceRateLimit } from '../lib/rate-limit';
import { isActive } from '../offers/offer-item';
import { getOffer } from '../offers/offer-repository';
import { decideOffer, offerEligible } from '../offers/public/decide-offer';
import { recordSessionView } from '../offers/public/decide-offer';
import { analyseBehaviour, type OfferState } from './behavior-analysis';
import { countCartsHolding } from '../cart/cart-repository';
import { contextualSuggestions } from './contextual-suggestions';
import { productInsights } from './product-insights';
import { guideContext } from './retrieval/guide-context';
import { aiProvider } from './provider/provider-from-env';
import { shopCatalogue } from './shop-catalogue';
import { enforceAiClientLimits } from './spend/ai-client-limits';
import { takeFromDailyBudget } from './spend/ai-daily-budget';
import { answerFromKnowledgeBase } from './spend/budget-fallback';
import { bumpProductViews, countProductViews } from './view-counter-repository';

type PageChat = z.infer<typeof aiPageChatSchema>;
type WidgetChat = z.infer<typeof aiWidgetChatSchema>;

export const AI_LIMITS = {
  chat: { scope: 'ai-chat', limit: 10, windowSeconds: 60 },
  insight: { scope: 'ai-insight', limit: 30, windowSeconds: 60 },
  view: { scope: 'ai-view', limit: 60, windowSeconds: 60 },
} as const;

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

/** The AI page: text, an image or spoken audio; provider and model say who answered. */
export async function chatOnPage(sessionId: string, req: PageChat, client = sessionId) {
  await enforceRateLimit(AI_LIMITS.chat, sessionId);
  const caps = aiProvider.capabilities();
  if (!caps[req.type])
    throw new AppError('UNAVAILABLE', `${req.type} generation is not available on this server`);
  await enforceAiClientLimits(req.type, sessionId, client);
  return guard(req.type, async () => {
    const catalogue = await shopCatalogue();
    const text = {
      prompt: req.prompt,
      maxTokens: req.maxTokens,
      temperature: req.temperature,
      catalogue,
      ...guideContext(catalogue, req),
      language: req.locale ?? 'en',
    };
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
    const catalogue = await shopCatalogue();
    const text = {
      prompt: req.message,
      maxTokens: AI_CHAT_DEFAULTS.maxTokens,
      temperature: AI_CHAT_DEFAULTS.temperature,
      catalogue,
      ...guideContext(catalogue, req),
      language: req.locale ?? 'en',
    };
    const out = (await takeFromDailyBudget('text')) ? await aiProvider.text(text) : await answerFromKnowledgeBase(text);
    return { response: out.content };
  });
}

async function activeProduct(id: number) {
  const item = await getProduct(id);
  if (!item || !item.isActive) throw notFound('Product');
  return item;
}

export async function contextual(sessionId: string, req: AiContextualRequest) {
  await enforceRateLimit(AI_LIMITS.insight, sessionId);
  const id = req.context.viewingProduct;
  const viewing = id ? await getProduct(id) : undefined;
  return { suggestions: contextualSuggestions(req.context, viewing?.isActive ? viewing : undefined) };
}

export async function insightsFor(sessionId: string, req: ProductInsightsRequest) {
  await enforceRateLimit(AI_LIMITS.insight, sessionId);
  const [item, categories] = await Promise.all([activeProduct(req.productId), listCategories()]);
  const categoryName = categories.find((c) => c.id === item.categoryId)?.name ?? '';
  return productInsights({ ...item, categoryName }, req.userBehavior);
}

export async function behaviourFor(sessionId: string, client: string, req: BehaviorAnalysisRequest, now = Date.now()) {
  await enforceRateLimit(AI_LIMITS.insight, sessionId);
  const [item, viewsLastHour, cartsHolding, offer] = await Promise.all([
    activeProduct(req.productId),
    countProductViews(req.productId, 2, new Date(now)),
    countCartsHolding(req.productId),
    getOffer(sessionId),
  ]);
  // The offer nudge is shown only when the server would grant it (decide-offer.ts).
  const eligible = !offer && (await offerEligible(sessionId, client, req.productId, now));
  const state: OfferState = offer ? (isActive(offer, now) ? 'active' : 'used') : eligible ? 'none' : 'ineligible';
  const offerMinutesLeft = offer && state === 'active' ? Math.ceil((offer.validUntil - now) / 60_000) : 0;
  return analyseBehaviour(req, {
    product: item,
    viewsLastHour,
    cartsHolding,
    offer: state,
    offerMinutesLeft,
  });
}

const FLOW = {
  social_proof: 'social_validation',
  urgency: 'low_stock_checkout',
  educational: 'education',
  timing: 'gentle_reminder',
} as const;

/** A nudge the shopper acted on. The offer trigger issues the session's one real offer, when the server grants it. */
export async function shoppingTrigger(sessionId: string, client: string, req: ShoppingTriggerRequest, now = Date.now()) {
  await enforceRateLimit(AI_LIMITS.insight, sessionId);
  const item = await activeProduct(req.productId);
  if (req.trigger !== 'personalized_offer') return { flowType: FLOW[req.trigger] };
  if (item.stockQuantity === 0) return { flowType: 'offer_unavailable' as const };
  const { issued, offer } = await decideOffer(sessionId, client, req.productId, now);
  return {
    flowType: issued || isActive(offer, now) ? ('offer_applied' as const) : ('offer_unavailable' as const),
  };
}

export async function recordProductView(sessionId: string, productId: number) {
  await enforceRateLimit(AI_LIMITS.view, sessionId);
  await activeProduct(productId);
  await Promise.all([bumpProductViews(productId), recordSessionView(sessionId, productId)]);
}

/** The session's active offer, for the checkout summary: the order total applies exactly this. */
export async function sessionOffer(sessionId: string, now = Date.now()) {
  const offer = await getOffer(sessionId);
  if (!isActive(offer, now)) return { offer: null };
  return {
    offer: {
      percentOff: offer.percentOff,
      validUntil: new Date(offer.validUntil).toISOString(),
      productId: offer.productId,
    },
  };
}
