import { randomUUID } from 'node:crypto';
import {
  NEWSLETTER_CONSENT_TEXTS,
  type NewsletterConfirmed,
  type NewsletterSignup,
  type NewsletterSignupReply,
} from '@crystal/shared/schemas/newsletter';
import { newsletterConfirmation } from '../emails';
import { notFound } from '../lib/errors';
import { NEWSLETTER_CONFIRM_LINK_DAYS, newsletterConfirmUrl } from '../lib/links/email-links';
import { verifyToken } from '../lib/links/signed-token';
import { mailer } from '../lib/mail/mailer-from-env';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { getShopSettings } from '../settings';
import { addPendingSignup, confirmSignup, getSubscriber, statusOf, type SubscriberItem } from './newsletter-repository';
import { sendWelcome } from './unsubscribe-service';

export const NEWSLETTER_RATE_LIMITS = {
  perSession: { scope: 'newsletter-session', limit: 5, windowSeconds: 60 },
  perIp: { scope: 'newsletter-ip', limit: 30, windowSeconds: 3600 },
  /** Confirmation mails: an address gets at most 3 a day, whoever asks; a client sends at most 10 an hour. */
  confirmMailsPerAddress: { scope: 'newsletter-confirm-address', limit: 3, windowSeconds: 86_400 },
  confirmMailsPerClient: { scope: 'newsletter-confirm-client', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/**
 * POST /api/newsletter, double opt-in (docs/decisions/0043-newsletter-double-opt-in.md): stores a pending
 * sign-up with the wording the form showed and mails one confirmation link. Nobody is subscribed here:
 * only the link's click records consent. An address that unsubscribed keeps its opt-out and starts a new
 * confirmation; a pending address gets its link again (within the mail limits); a confirmed one gets none.
 */
export async function subscribe(
  input: NewsletterSignup,
  who: { sessionId: string; ip: string },
  now = new Date(),
): Promise<{ reply: NewsletterSignupReply; mailed: boolean }> {
  await enforceRateLimit(NEWSLETTER_RATE_LIMITS.perSession, who.sessionId);
  await enforceRateLimit(NEWSLETTER_RATE_LIMITS.perIp, who.ip);
  const email = input.email.toLowerCase();
  const existing = await getSubscriber(email);
  if (existing && statusOf(existing) === 'confirmed') return { reply: { email, status: 'confirmed' }, mailed: false };

  await enforceRateLimit(NEWSLETTER_RATE_LIMITS.confirmMailsPerClient, who.ip);
  await enforceRateLimit(NEWSLETTER_RATE_LIMITS.confirmMailsPerAddress, email);
  if (existing && statusOf(existing) === 'pending' && existing.requestId) {
    await sendConfirmation(existing, now);
    return { reply: { email, status: 'pending' }, mailed: false };
  }
  const language = input.language ?? 'en';
  const request = { email, source: input.source, language, text: NEWSLETTER_CONSENT_TEXTS[language], requestId: randomUUID(), at: now.toISOString() };
  // A sign-up racing this one for the same address has stored its own request and mails its own link.
  if (!(await addPendingSignup(request))) return { reply: { email, status: 'pending' }, mailed: false };
  await sendConfirmation(request, now);
  return { reply: { email, status: 'pending' }, mailed: true };
}

async function sendConfirmation(item: Pick<SubscriberItem, 'email' | 'requestId' | 'language'>, now: Date): Promise<void> {
  const url = await newsletterConfirmUrl(item.email, item.requestId!, item.language);
  const key = `newsletter-confirm-${item.email}-${now.getTime()}`;
  const settings = await getShopSettings();
  await mailer.send(await newsletterConfirmation(item.email, settings, { url, language: item.language ?? 'en', validDays: NEWSLETTER_CONFIRM_LINK_DAYS }, key));
}

/**
 * POST /api/newsletter/confirm/{token}: the click. Records the consent, with the wording of the form's
 * language and the time, and sends the welcome. Clicking twice answers the same; a tampered, expired or
 * outdated link (a newer sign-up, or an opt-out since) is a 404 and records nothing.
 */
export async function confirm(token: string, now = new Date()): Promise<NewsletterConfirmed> {
  const subject = await verifyToken('newsletter-confirm', token);
  const [requestId, email] = subject?.split(' ') ?? [];
  if (!requestId || !email) throw notFound('Sign-up');
  const item = await getSubscriber(email);
  if (!item) throw notFound('Sign-up');
  if (item.confirmedRequestId === requestId && statusOf(item) === 'confirmed') return { confirmed: true };
  const consentAt = now.toISOString();
  const text = NEWSLETTER_CONSENT_TEXTS[item.language ?? 'en'];
  if (!(await confirmSignup(email, requestId, text, consentAt))) {
    const again = await getSubscriber(email);
    if (again?.confirmedRequestId === requestId && statusOf(again) === 'confirmed') return { confirmed: true };
    throw notFound('Sign-up');
  }
  await sendWelcome(email, consentAt, item.language ?? 'en');
  return { confirmed: true };
}
