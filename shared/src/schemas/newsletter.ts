import * as z from 'zod';
import { CONTACT_MESSAGES as M, NEWSLETTER_CONSENT_TEXT } from '../messages';

export { NEWSLETTER_CONSENT_TEXT };

export const NEWSLETTER_SOURCES = ['footer', 'home', 'checkout', 'contact'] as const;

/** POST /api/newsletter (docs/decisions/0022-validation-rules.md: the email field is required and must be an email). */
export const newsletterSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email(M.email).max(254, M.email),
  source: z.enum(NEWSLETTER_SOURCES).default('footer'),
});
export type NewsletterSignupInput = z.input<typeof newsletterSchema>;
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/** Reply of POST /api/newsletter: 201 on a first sign-up, 200 when the address was already subscribed. */
export type NewsletterSubscribed = { email: string; subscribed: true; alreadySubscribed: boolean };

/** One subscriber as the admin CSV export reads it. */
export type NewsletterSubscriber = { email: string; consentAt: string; source: string; consentText: string; unsubscribedAt?: string };

/** Reply of POST /api/newsletter/unsubscribe/{token}. */
export type NewsletterUnsubscribed = { unsubscribed: true };
