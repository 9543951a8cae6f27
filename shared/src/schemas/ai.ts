import * as z from '../zod';
import { AI_CHAT_DEFAULTS } from '../constants/ai';
import { AI_MODES, INTERACTION_PATTERNS, NUDGE_TYPES } from '../ai-patterns';
import { cartItemCountSchema, contextOrTextSchema, timestampSchema } from './ai-open-types';
import { multiLineText, singleLineText } from './human-text';

// The zod-free parts live in ai-patterns.ts so the product page can use them without loading zod.
export * from '../ai-patterns';
export { browsingContextSchema, type BrowsingContext } from './ai-open-types';

export const aiStatusSchema = z.object({
  availableEndpoints: z.number().check(z.int()),
  totalEndpoints: z.number().check(z.int()),
  endpoints: z.array(z.object({ name: z.string(), isAvailable: z.boolean() })),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** Optional beside the documented chat fields (docs/decisions/0023-entities-and-calls.md): the page the shopper is on and the conversation's last turns. */
const chatContextFields = {
  page: z.optional(
    z.strictObject({
      path: z.optional(singleLineText({ label: 'page.path', max: 300, required: false })),
      productId: z.optional(z.number().check(z.int(), z.positive(), z.maximum(999_999_999_999))),
    }),
  ),
  history: z.optional(
    z
      .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: multiLineText({ label: 'history content', max: 5000, required: false }) }))
      .check(z.maxLength(6, 'history keeps the last 6 turns')),
  ),
  /** The site the shopper asks from: 'fr' (the French site) asks for answers in French; English otherwise. */
  locale: z.optional(z.enum(['en', 'fr'], { message: 'locale must be en or fr' })),
};

/** AI page request. */
export const aiPageChatSchema = z.strictObject({
  prompt: multiLineText({ label: 'prompt', max: 2000, messages: { required: 'prompt is required', tooLong: 'prompt must be 2000 characters or fewer' } }),
  type: z.enum(AI_MODES, { message: 'type must be text, image or audio' }),
  maxTokens: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), AI_CHAT_DEFAULTS.maxTokens),
  temperature: z._default(z.number().check(z.minimum(0), z.maximum(1)), AI_CHAT_DEFAULTS.temperature),
  priority: z._default(z.enum(['low', 'medium', 'high']), AI_CHAT_DEFAULTS.priority),
  ...chatContextFields,
});
/** Widget request. */
export const aiWidgetChatSchema = z.strictObject({
  message: multiLineText({ label: 'message', max: 2000, messages: { required: 'message is required', tooLong: 'message must be 2000 characters or fewer' } }),
  context: z._default(z.literal('crystal_jewelry_assistant'), 'crystal_jewelry_assistant'),
  ...chatContextFields,
});
export const aiChatSchema = z.union([aiPageChatSchema, aiWidgetChatSchema]);

export const aiPageChatResponseSchema = z.object({
  content: z.string(),
  mediaUrl: z.optional(z.nullable(z.string())),
  provider: z.string(),
  model: z.string(),
});
export const aiWidgetChatResponseSchema = z.object({ response: z.string() });

export const productInsightsResponseSchema = z.object({
  emotionalResonance: z.number().check(z.minimum(0), z.maximum(100)),
  purchaseIntent: z.number().check(z.minimum(0), z.maximum(100)),
  personalityMatch: z.number().check(z.minimum(0), z.maximum(100)),
  energeticProfile: z.string(),
  chakraAlignment: z.array(z.string()),
  crystalAlignment: z.array(z.string()),
  moonPhaseRecommendation: z.string(),
  recommendedTiming: z.string(),
});
export type ProductInsights = z.infer<typeof productInsightsResponseSchema>;

/** POST /api/ai/contextual. */
export const aiContextualSchema = z.strictObject({
  context: contextOrTextSchema,
  timestamp: z.optional(timestampSchema),
});
export type AiContextualRequest = z.infer<typeof aiContextualSchema>;
export const aiContextualResponseSchema = z.object({ suggestions: z.array(z.string()) });

const productIdSchema = z.number().check(z.int(), z.positive(), z.maximum(999_999_999_999));

/** POST /api/ai/product-insights. */
export const productInsightsRequestSchema = z.strictObject({
  productId: productIdSchema,
  userBehavior: z.strictObject({
    timeViewing: z.number().check(z.minimum(0), z.maximum(86_400)),
    interactions: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
    previousPurchases: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  }),
  timestamp: z.optional(timestampSchema),
});
export type ProductInsightsRequest = z.infer<typeof productInsightsRequestSchema>;

/** POST /api/ai/behavior-analysis. */
export const behaviorAnalysisRequestSchema = z.strictObject({
  productId: productIdSchema,
  context: contextOrTextSchema,
  sessionData: z.strictObject({
    pageViews: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
    scrollDepth: z.number().check(z.minimum(0), z.maximum(100)),
    mouseMovements: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)),
    clickPattern: z.array(singleLineText({ label: 'clickPattern entry', max: 60, required: false })).check(z.maxLength(50)),
  }),
});
export type BehaviorAnalysisRequest = z.infer<typeof behaviorAnalysisRequestSchema>;

export const behaviorTriggerSchema = z.object({
  type: z.enum(NUDGE_TYPES),
  message: z.string(),
  action: z.string(),
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
  /** Seconds after the analysis at which the nudge may show. */
  timing: z.number().check(z.minimum(0)),
});
export type BehaviorTrigger = z.infer<typeof behaviorTriggerSchema>;
export const behaviorAnalysisResponseSchema = z.object({
  pattern: z.object({ type: z.enum(INTERACTION_PATTERNS), motivators: z.array(z.string()) }),
  triggers: z.array(behaviorTriggerSchema),
});
export type BehaviorAnalysis = z.infer<typeof behaviorAnalysisResponseSchema>;

/** POST /api/ai/shopping-trigger. The client names the trigger only: amounts and expiry are the server's. */
export const shoppingTriggerSchema = z.strictObject({
  trigger: z.enum(NUDGE_TYPES, { message: `trigger must be one of ${NUDGE_TYPES.join(', ')}` }),
  productId: productIdSchema,
  userContext: z._default(
    z.strictObject({
      interactionPattern: z.optional(z.enum(INTERACTION_PATTERNS)),
      timeOnPage: z.optional(z.number().check(z.minimum(0), z.maximum(86_400))),
      cartItems: z.optional(cartItemCountSchema),
    }),
    {},
  ),
});
export type ShoppingTriggerRequest = z.infer<typeof shoppingTriggerSchema>;
export const FLOW_TYPES = ['social_validation', 'offer_applied', 'offer_unavailable', 'low_stock_checkout', 'education', 'gentle_reminder'] as const;
export const shoppingTriggerResponseSchema = z.object({ flowType: z.enum(FLOW_TYPES) });

/** POST /api/ai/product-view: the view beacon behind the honest "viewed in the last hour" count. */
export const productViewSchema = z.strictObject({ productId: productIdSchema });

/** Stored results of the scheduled jobs, read by /admin. */
export type MarketResearch = {
  topic: string;
  generatedAt: string;
  provider: string;
  insights: { trends: string[]; opportunities: string[]; recommendations: string[] };
};
/** Searches on the shop containing each monitored phrase, per day (UTC) over the last `days` days. */
export type KeywordReport = {
  generatedAt: string;
  days: number;
  keywords: { keyword: string; total: number; byDay: { day: string; count: number }[] }[];
};

/** GET /api/ai/offer: the session's active personalised offer (what checkout shows and the order applies). */
export const sessionOfferResponseSchema = z.object({
  offer: z.nullable(z.object({ percentOff: z.number(), validUntil: z.string(), productId: z.number() })),
});
export type SessionOffer = z.infer<typeof sessionOfferResponseSchema>;
