import { z } from 'zod';
import { AI_CHAT_DEFAULTS } from '../constants';

export const AI_MODES = ['text', 'image', 'audio'] as const;
export type AiMode = (typeof AI_MODES)[number];

export const aiStatusSchema = z.object({
  availableEndpoints: z.number().int(),
  totalEndpoints: z.number().int(),
  endpoints: z.array(z.object({ name: z.string(), isAvailable: z.boolean() })),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** AI page request. */
export const aiPageChatSchema = z.strictObject({
  prompt: z.string().trim().min(1, 'prompt is required').max(2000, 'prompt must be 2000 characters or fewer'),
  type: z.enum(AI_MODES, { message: 'type must be text, image or audio' }),
  maxTokens: z.number().int().min(1).max(1000).default(AI_CHAT_DEFAULTS.maxTokens),
  temperature: z.number().min(0).max(1).default(AI_CHAT_DEFAULTS.temperature),
  priority: z.enum(['low', 'medium', 'high']).default(AI_CHAT_DEFAULTS.priority),
});
/** Widget request. */
export const aiWidgetChatSchema = z.strictObject({
  message: z.string().trim().min(1, 'message is required').max(2000, 'message must be 2000 characters or fewer'),
  context: z.literal('crystal_jewelry_assistant').default('crystal_jewelry_assistant'),
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

export const INTERACTION_PATTERNS = ['browsing', 'focused', 'deciding', 'leaving'] as const;
export const NUDGE_TYPES = ['social_proof', 'personalized_offer', 'educational', 'urgency', 'timing'] as const;

export const browsingContextSchema = z.object({
  currentPage: z.string().max(300),
  cartItems: z.number().int().min(0).max(10_000),
  timeOnPage: z.number().min(0).max(86_400),
  previousSearches: z.array(z.string().max(100)).max(5),
  interactionPattern: z.enum(INTERACTION_PATTERNS),
  crystalPreferences: z.array(z.string().max(60)).max(20),
  lastInteraction: z.string().max(60),
  viewingProduct: z.number().int().positive().nullable().optional(),
});
export type BrowsingContext = z.infer<typeof browsingContextSchema>;
