import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The local guide's sentences that both its composers write (compose-answer.ts in English,
 * compose-answer-fr.ts in French), from messages/en.json and fr.json: its refusals, its welcome, a
 * piece's list line and the recommendation's headings and notes. Each composer puts them together in
 * its own language's order (decision 0126).
 */
export const t = catalogueTranslator(en, fr);
