import { AI_TIMING } from './constants/ai';

/** AI vocabulary and the interaction-pattern rule, free of zod so pages can use them cheaply. */
export const AI_MODES = ['text', 'image', 'audio'] as const;
export type AiMode = (typeof AI_MODES)[number];
export const INTERACTION_PATTERNS = ['browsing', 'focused', 'deciding', 'leaving'] as const;
export type InteractionPattern = (typeof INTERACTION_PATTERNS)[number];
export const NUDGE_TYPES = ['social_proof', 'personalized_offer', 'educational', 'urgency', 'timing'] as const;
export type NudgeType = (typeof NUDGE_TYPES)[number];

/**
 * docs/decisions/0024-states.md: the interaction pattern from time on page (seconds) and the cart size. Used by the
 * product page and by the server's behaviour analysis alike.
 */
export function evaluatePattern(timeOnPageSeconds: number, cartItems: number): InteractionPattern {
  if (timeOnPageSeconds > AI_TIMING.patternLeavingSeconds && cartItems === 0) return 'leaving';
  if (timeOnPageSeconds > AI_TIMING.patternDecidingSeconds && cartItems > 0) return 'deciding';
  if (timeOnPageSeconds > AI_TIMING.patternFocusedSeconds) return 'focused';
  return 'browsing';
}

