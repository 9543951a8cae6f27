import { CONTACT_MESSAGES } from '@crystal/shared/messages';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

/** The contact feature's texts, translated while rendering. */
export const t = createTranslator(en);

type MessageKey = keyof typeof CONTACT_MESSAGES;
const KEY_OF_MESSAGE = new Map<string, MessageKey>(Object.entries(CONTACT_MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/**
 * A contact field's error in the page's language. The shared schema speaks English (the server's API
 * errors stay English); its message is looked up by the key it has in the shared messages, so French
 * shoppers read French and English shoppers the same words as before.
 */
export function fieldError(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`error.${key}`) : message;
}
