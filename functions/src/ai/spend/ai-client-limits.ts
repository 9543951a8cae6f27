import { enforceRateLimit, type RateLimit } from '../../lib/rate-limit';

/** What an AI call costs the shop when it reaches a provider: images most, then speech, then text. */
export type AiCallKind = 'text' | 'image' | 'audio';

/**
 * Per-client limits on every AI call that reaches a provider, per session and per client address
 * (lib/client/client-address.ts). The address limit is twice the session limit (text) or more, so one
 * heavy user in a household or office, capped by the session limit, leaves at least as much again to
 * the others on the address; a script rotating session ids is capped by the address limit.
 *   text:  25 per session and 50 per address per 10 minutes (a shopper asks 20 questions in 10 minutes
 *          with room to spare; 60 chats from one address with 60 sessions get 429 from the 51st);
 *   image: 3 per session and 8 per address per hour;
 *   audio: 5 per session and 12 per address per hour.
 */
export const AI_CLIENT_LIMITS = {
  text: { session: { scope: 'ai-text-session', limit: 25, windowSeconds: 600 }, address: { scope: 'ai-text-address', limit: 50, windowSeconds: 600 } },
  image: { session: { scope: 'ai-image-session', limit: 3, windowSeconds: 3600 }, address: { scope: 'ai-image-address', limit: 8, windowSeconds: 3600 } },
  audio: { session: { scope: 'ai-audio-session', limit: 5, windowSeconds: 3600 }, address: { scope: 'ai-audio-address', limit: 12, windowSeconds: 3600 } },
} as const satisfies Record<AiCallKind, { session: RateLimit; address: RateLimit }>;

/** The e2e suite runs every browser from one address and raises the address limits with this factor. */
const addressScale = (env: NodeJS.ProcessEnv = process.env) => {
  const n = Number(env.AI_ADDRESS_LIMIT_SCALE);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** 429 with Retry-After once the session or the client address has used its share of `kind`. */
export async function enforceAiClientLimits(kind: AiCallKind, sessionId: string, client: string): Promise<void> {
  const rules = AI_CLIENT_LIMITS[kind];
  await enforceRateLimit(rules.session, sessionId);
  await enforceRateLimit({ ...rules.address, limit: rules.address.limit * addressScale() }, client);
}
