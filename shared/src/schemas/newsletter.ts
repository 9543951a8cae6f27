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

/**
 * Where an address stands (double opt-in, docs/decisions/0043-newsletter-double-opt-in.md): `pending` until
 * the confirmation link is clicked, `confirmed` from the click, `unsubscribed` from the opt-out.
 */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Reply of POST /api/newsletter: `pending` when a confirmation mail went out (201) or is already waiting
 * (200), `confirmed` when the address already confirmed (200). Nobody is subscribed by this call.
 */
export type NewsletterSignupReply = { email: string; status: 'pending' | 'confirmed' };

/**
 * One address as the admin CSV export reads it. `consentAt` and `consentText` are the confirmed consent
 * (the click), absent while pending; `unsubscribedAt` is the latest opt-out and is never erased.
 */
export type NewsletterSubscriber = {
  email: string;
  status: NewsletterStatus;
  signedUpAt: string;
  source: string;
  consentAt?: string;
  consentText?: string;
  unsubscribedAt?: string;
};

/** Reply of POST /api/newsletter/confirm/{token}. */
export type NewsletterConfirmed = { confirmed: true };

/** Reply of POST /api/newsletter/unsubscribe/{token}. */
export type NewsletterUnsubscribed = { unsubscribed: true };
