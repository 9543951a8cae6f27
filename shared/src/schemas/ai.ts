import * as z from 'zod';
import { AI_CHAT_DEFAULTS } from '../constants';
import { AI_MODES, INTERACTION_PATTERNS, NUDGE_TYPES } from '../ai-patterns';
import { cartItemCountSchema, contextOrTextSchema, timestampSchema } from './ai-open-types';

// The zod-free parts live in ai-patterns.ts so the product page can use them without loading zod.
export * from '../ai-patterns';
export { browsingContextSchema, type BrowsingContext } from './ai-open-types';


export const aiStatusSchema = z.object({
  availableEndpoints: z.number().int(),
  totalEndpoints: z.number().int(),
  endpoints: z.array(z.object({ name: z.string(), isAvailable: z.boolean() })),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** Optional beside the documented chat fields (docs/decisions/0023-entities-and-calls.md): the page the shopper is on and the conversation's last turns. */
const chatContextFields = {
  page: z
    .strictObject({
      path: z.string().max(300).optional(),
      productId: z.number().int().positive().max(999_999_999_999).optional(),
    })
    .optional(),
  history: z
    .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().max(5000) }))
    .max(6, 'history keeps the last 6 turns')
    .optional(),
  /** The site the shopper asks from: 'fr' (the French site) asks for answers in French; English otherwise. */
  locale: z.enum(['en', 'fr'], { message: 'locale must be en or fr' }).optional(),
};

/** AI page request. */
export const aiPageChatSchema = z.strictObject({
  prompt: z.string().trim().min(1, 'prompt is required').max(2000, 'prompt must be 2000 characters or fewer'),
  type: z.enum(AI_MODES, { message: 'type must be text, image or audio' }),
  maxTokens: z.number().int().min(1).max(1000).default(AI_CHAT_DEFAULTS.maxTokens),
  temperature: z.number().min(0).max(1).default(AI_CHAT_DEFAULTS.temperature),
  priority: z.enum(['low', 'medium', 'high']).default(AI_CHAT_DEFAULTS.priority),
  ...chatContextFields,
});
/** Widget request. */
export const aiWidgetChatSchema = z.strictObject({
  message: z.string().trim().min(1, 'message is required').max(2000, 'message must be 2000 characters or fewer'),
  context: z.literal('crystal_jewelry_assistant').default('crystal_jewelry_assistant'),
  ...chatContextFields,
});
export const aiChatSchema = z.union([aiPageChatSchema, aiWidgetChatSchema]);

export const aiPageChatResponseSchema = z.object({
  content: z.string(),
  mediaUrl: z.string().nullable().optional(),
  provider: z.string(),
  model: z.string(),
});
export const aiWidgetChatResponseSchema = z.object({ response: z.string() });

export const productInsightsResponseSchema = z.object({
  emotionalResonance: z.number().min(0).max(100),
  purchaseIntent: z.number().min(0).max(100),
  personalityMatch: z.number().min(0).max(100),
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
  timestamp: timestampSchema.optional(),
});
export type AiContextualRequest = z.infer<typeof aiContextualSchema>;
export const aiContextualResponseSchema = z.object({ suggestions: z.array(z.string()) });

const productIdSchema = z.number().int().positive().max(999_999_999_999);

/** POST /api/ai/product-insights. */
export const productInsightsRequestSchema = z.strictObject({
  productId: productIdSchema,
  userBehavior: z.strictObject({
    timeViewing: z.number().min(0).max(86_400),
    interactions: z.number().int().min(0).max(100_000),
    previousPurchases: z.number().int().min(0).max(10_000),
  }),
  timestamp: timestampSchema.optional(),
});
export type ProductInsightsRequest = z.infer<typeof productInsightsRequestSchema>;

/** POST /api/ai/behavior-analysis. */
export const behaviorAnalysisRequestSchema = z.strictObject({
  productId: productIdSchema,
  context: contextOrTextSchema,
  sessionData: z.strictObject({
    pageViews: z.number().int().min(0).max(100_000),
    scrollDepth: z.number().min(0).max(100),
    mouseMovements: z.number().int().min(0).max(10_000_000),
    clickPattern: z.array(z.string().max(60)).max(50),
  }),
});
export type BehaviorAnalysisRequest = z.infer<typeof behaviorAnalysisRequestSchema>;


export const behaviorTriggerSchema = z.object({
  type: z.enum(NUDGE_TYPES),
  message: z.string(),
  action: z.string(),
  confidence: z.number().min(0).max(1),
  /** Seconds after the analysis at which the nudge may show. */
  timing: z.number().min(0),
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
  userContext: z
    .strictObject({
      interactionPattern: z.enum(INTERACTION_PATTERNS).optional(),
      timeOnPage: z.number().min(0).max(86_400).optional(),
      cartItems: cartItemCountSchema.optional(),
    })
    .default({}),
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
  offer: z.object({ percentOff: z.number(), validUntil: z.string(), productId: z.number() }).nullable(),
});
export type SessionOffer = z.infer<typeof sessionOfferResponseSchema>;
