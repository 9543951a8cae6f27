import * as z from '../zod';
import { CONTACT_MESSAGES as M, NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT_FR } from '../messages';
import { languageSchema, type Language } from './language';

export { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_TEXT_FR };

/** The consent wording each site shows beside the field: the server records the one the shopper saw. */
export const NEWSLETTER_CONSENT_TEXTS: Record<Language, string> = {
  en: NEWSLETTER_CONSENT_TEXT,
  fr: NEWSLETTER_CONSENT_TEXT_FR,
};

export const NEWSLETTER_SOURCES = ['footer', 'home', 'checkout', 'contact'] as const;

/** POST /api/newsletter (docs/decisions/0022-validation-rules.md: the email field is required and must be an email). */
export const newsletterSchema = z.strictObject({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email(M.email), z.maxLength(254, M.email)),
  source: z._default(z.enum(NEWSLETTER_SOURCES), 'footer'),
  /** The language of the form the shopper saw (optional: without it, the English wording is recorded). */
  language: z.optional(languageSchema),
});
export type NewsletterSignupInput = z.input<typeof newsletterSchema>;
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/** Reply of POST /api/newsletter: 201 on a first sign-up, 200 when the address was already subscribed. */
export type NewsletterSubscribed = { email: string; subscribed: true; alreadySubscribed: boolean };

/** One subscriber as the admin CSV export reads it. */
export type NewsletterSubscriber = { email: string; consentAt: string; source: string; consentText: string; unsubscribedAt?: string };

/** Reply of POST /api/newsletter/unsubscribe/{token}. */
export type NewsletterUnsubscribed = { unsubscribed: true };
