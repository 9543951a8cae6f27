import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The gift card mails in both languages (issue 49; `messages/en.json` + `fr.json`, ICU): the
 * recipient's mail with the code, and the line the giver's order confirmation shows for a card (when it
 * arrives, never its code).
 */
export const giftCardMail = catalogueTranslator(en, fr);

export type GiftCardMailKey = keyof typeof en;
