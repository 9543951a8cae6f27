import type { Language } from '@crystal/shared/schemas/language';
import { catalogueTranslator } from '../../lib/i18n/catalogue-translator';
import { messageParts, type MessagePart } from '../../lib/i18n/message-parts';
import en from './messages/en.json';
import fr from './messages/fr.json';

/**
 * The shopper's order emails in both languages (`messages/en.json` + `fr.json`, ICU): the confirmation,
 * the after-sale mails, and the checkout reminder (`reminder*`). French is written for a Québécois reader.
 */
export const orderMail = catalogueTranslator(en, fr);

export type OrderMailKey = keyof typeof en;

/** The message cut at the arguments `names`, for the templates to put emphasis (bold) on them; `values` fills the others. */
export function orderMailParts(language: Language, key: OrderMailKey, names: readonly string[], values: Record<string, string | number> = {}): MessagePart[] {
  return messageParts((v) => orderMail(language, key, v), names, values);
}
