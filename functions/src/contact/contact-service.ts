import type { Contact, ContactCreated } from '@crystal/shared/schemas/contact';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { logger } from '../lib/logger';
import { mailer } from '../lib/mail/mailer-from-env';
import { getShopSettings } from '../settings';
import { insertContactSubmission } from './contact-repository';
import { artisanNotification, shopperAcknowledgement } from './contact-mail';

/** Spam defence a small shop needs: per session and per network address. */
export const CONTACT_RATE_LIMITS = {
  perSession: { scope: 'contact-session', limit: 5, windowSeconds: 60 },
  perIp: { scope: 'contact-ip', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

export type SubmitResult = { created: ContactCreated; stored: boolean };

/**
 * Stores a contact or consultation request, tells the artisan and thanks the shopper.
 * A filled honeypot (`website`) is a bot: it is answered like a success and nothing is stored or sent.
 */
export async function submitContact(input: Contact, who: { sessionId: string; ip: string }): Promise<SubmitResult> {
  if (input.website && input.website.trim() !== '') {
    logger.info('Contact honeypot filled; submission dropped');
    return { created: { id: 0, createdAt: new Date().toISOString() }, stored: false };
  }
  await enforceRateLimit(CONTACT_RATE_LIMITS.perSession, who.sessionId);
  await enforceRateLimit(CONTACT_RATE_LIMITS.perIp, who.ip);

  const submission = await insertContactSubmission(input);
  // The submission is stored and shows in /admin even if a mail cannot be sent right now.
  const results = await Promise.allSettled([
    // New consultation requests and messages alert the artisan at the notification email of the settings.
    getShopSettings().then((s) => mailer.send(artisanNotification(submission, s.notificationEmail))),
    mailer.send(shopperAcknowledgement(submission)),
  ]);
  for (const r of results) {
    if (r.status === 'rejected') logger.error('Contact mail not sent', { contactId: submission.id, error: String(r.reason) });
  }
  return { created: { id: submission.id, createdAt: submission.createdAt }, stored: true };
}
