import { catalogueTranslator } from '../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The newsletter's mails in both languages (`messages/en.json` + `fr.json`, ICU), in the subscriber's
 * language: the double opt-in's confirmation (`confirm*`), the welcome and its unsubscribe footer.
 * `{shop}` is the shop's legal name.
 */
export const newsletterMail = catalogueTranslator(en, fr);

export type NewsletterMailKey = keyof typeof en;
