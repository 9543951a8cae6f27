import { GIFT_CARD_MESSAGES } from '@crystal/shared/constants/gift-card';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

/** The gift cards feature's texts, translated while rendering. */
export const t = createTranslator(en);

type MessageKey = keyof typeof GIFT_CARD_MESSAGES;
const KEY_OF_MESSAGE = new Map<string, MessageKey>(Object.entries(GIFT_CARD_MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/**
 * A field's error in the page's language. The shared schema speaks English (the API answers with the same
 * words); each message is looked up by its key in the shared messages, so French shoppers read French.
 */
export function fieldError(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`error.${key}`) : message;
}
