import type { Language } from '@crystal/shared/schemas/language';

/**
 * The newsletter's welcome and its unsubscribe footer in both languages, in the subscriber's language.
 * `{shop}` is the shop's legal name. A test proves every English key has a French string.
 */
export const NEWSLETTER_MAIL_MESSAGES = {
  en: {
    welcomeSubject: 'Welcome to the {shop} newsletter',
    welcomePreview: 'You’re on the list',
    welcomeTitle: 'Welcome to our newsletter',
    welcomeBody:
      'Thank you for signing up. We write when new handmade pieces arrive and when there is something worth knowing about crystals. No more than that.',
    footerWhy: 'You receive this because you signed up for our newsletter.',
    footerUnsubscribe: 'Unsubscribe',
    footerOneClick: 'with one click, at any time.',
  },
  fr: {
    welcomeSubject: 'Bienvenue à l’infolettre de {shop}',
    welcomePreview: 'Vous êtes inscrit·e',
    welcomeTitle: 'Bienvenue à notre infolettre',
    welcomeBody:
      'Merci de votre inscription. Nous vous écrivons quand de nouvelles pièces faites à la main arrivent et quand il y a quelque chose à savoir sur les cristaux. Rien de plus.',
    footerWhy: 'Vous recevez ce courriel parce que vous vous êtes abonné·e à notre infolettre.',
    footerUnsubscribe: 'Se désabonner',
    footerOneClick: 'en un clic, en tout temps.',
  },
} satisfies Record<Language, Record<string, string>>;

export type NewsletterMailKey = keyof (typeof NEWSLETTER_MAIL_MESSAGES)['en'];

/** One text in the language, its `{name}`s filled in. */
export function newsletterMail(language: Language, key: NewsletterMailKey, vars: Record<string, string> = {}): string {
  return NEWSLETTER_MAIL_MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
