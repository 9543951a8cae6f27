import type {
  AiContextualRequest,
  BehaviorAnalysisRequest,
  ProductInsightsRequest,
  ShoppingTriggerRequest,
} from '@crystal/shared/schemas/ai';
import { unitsAcross } from '@crystal/shared/product-stock-counts';
import { getProduct } from '../catalog';
import { listCategories } from '../catalog';
import { notFound } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { isActive } from '../offers';
import { getOffer } from '../offers';
import { decideOffer, offerEligible, recordSessionView } from '../offers';
import { analyseBehaviour, type OfferState } from './behavior-analysis';
import { countCartsHolding } from '../cart';
import { contextualSuggestions } from './contextual-suggestions';
import { productInsights } from './product-insights';
import { AI_LIMITS } from './ai-limits';
import { bumpProductViews, countProductViews } from '../market';

/**
 * The guide's product-page calls: suggestions, insights, behaviour nudges, the one real offer and the
 * view counters. None of them asks the AI provider: they answer from the knowledge base and the shop's
 * own records.
 */

/**
 * The active piece, its `stockQuantity` what can be bought across its choices by the one availability rule
 * (unitsAcross, as the product JSON gives it): 0 when every counted size is sold out, a made-to-order
 * piece's open units, never the stored item's own count alone.
 */
async function activeProduct(id: number) {
  const item = await getProduct(id);
  if (!item || !item.isActive) throw notFound('Product');
  return { ...item, stockQuantity: unitsAcross(item) };
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
