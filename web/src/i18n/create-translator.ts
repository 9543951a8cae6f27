import { frenchMessage, type CompiledMessage } from './i18n';

/** Values an ICU message can take: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number>;

/**
 * The translate function of one catalogue (a feature's `messages/en.json`, imported where it is used):
 * `t('addToCart')`, `t('showResults', { count })`. English comes from the catalogue itself; on the French
 * site, from the French catalogue loaded at start. Keys are checked by TypeScript against the English
 * catalogue, and a test checks every French catalogue has every key. Call it while rendering, never at
 * module scope (the language is chosen after modules load).
 */
export function createTranslator<C extends Record<string, string>>(catalogue: C) {
  // At runtime the catalogue is compiled (build/compile-catalogues.ts): one function per message.
  const english = catalogue as unknown as Record<string, CompiledMessage> & { $ns: string };
  return (key: keyof C & string, values: MessageValues = {}): string =>
    (frenchMessage(`${english.$ns}:${key}`) ?? english[key]!)(values);
}
