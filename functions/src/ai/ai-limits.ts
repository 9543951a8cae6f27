/** Per-session rate limits of the AI calls (per client and daily budgets live in spend/). */
export const AI_LIMITS = {
  chat: { scope: 'ai-chat', limit: 10, windowSeconds: 60 },
  insight: { scope: 'ai-insight', limit: 30, windowSeconds: 60 },
  view: { scope: 'ai-view', limit: 60, windowSeconds: 60 },
} as const;
