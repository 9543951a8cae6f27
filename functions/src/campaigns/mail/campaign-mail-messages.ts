import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The words a campaign mail adds around her text, in both languages (`messages/en.json` + `fr.json`,
 * ICU): the card's link, why the reader gets it, the unsubscribe link, and the test's mark.
 */
export const campaignMail = catalogueTranslator(en, fr);
