/** The guide's thresholds, defaults and offer (docs/decisions/0021-constants-and-timings.md). */

/** The interaction pattern's thresholds (evaluatePattern, used by the product page and the server alike). */
export const AI_TIMING = {
  patternFocusedSeconds: 60,
  patternDecidingSeconds: 120,
  patternLeavingSeconds: 300,
  leavingUrgencyConfidence: 0.9,
} as const;

export const AI_CHAT_DEFAULTS = { maxTokens: 500, temperature: 0.7, priority: 'medium' } as const;

export const OFFER = { percentOff: 15, validMinutes: 20 } as const;

/** The five fixed phrases of the keyword monitor. */
export const MONITORED_KEYWORDS = [
  'amethyst necklace',
  'healing crystals',
  'wire wrapped pendant',
  'rose quartz',
  'chakra bracelet',
] as const;
