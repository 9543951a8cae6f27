import {
  NEWSLETTER_CONSENT_TEXTS,
  type NewsletterSignup,
  type NewsletterSubscribed,
} from '@crystal/shared/schemas/newsletter';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { addSubscriber } from './newsletter-repository';
import { sendWelcome } from './unsubscribe-service';

export const NEWSLETTER_RATE_LIMITS = {
  perSession: { scope: 'newsletter-session', limit: 5, windowSeconds: 60 },
  perIp: { scope: 'newsletter-ip', limit: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/** Subscribes an address, keeping the time, the source and the wording of the consent in the language shown (CASL). */
export async function subscribe(
  input: NewsletterSignup,
  who: { sessionId: string; ip: string },
  now = new Date(),
): Promise<NewsletterSubscribed> {
  await enforceRateLimit(NEWSLETTER_RATE_LIMITS.perSession, who.sessionId);
  await enforceRateLimit(NEWSLETTER_RATE_LIMITS.perIp, who.ip);
  const consentAt = now.toISOString();
  const isNew = await addSubscriber({
    email: input.email,
    consentAt,
    source: input.source,
    consentText: NEWSLETTER_CONSENT_TEXTS[input.language ?? 'en'],
  });
  if (isNew) await sendWelcome(input.email.toLowerCase(), consentAt);
  return { email: input.email, subscribed: true, alreadySubscribed: !isNew };
}
