import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The parcel mail's words, in both languages (`messages/en.json` + `fr.json`, ICU). */
export const shipmentMail = catalogueTranslator(en, fr);

export type ShipmentMailKey = keyof typeof en;
