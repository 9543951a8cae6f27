import { i18n } from './i18n';

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
  // At runtime each message is already compiled (build/compile-catalogues.ts); Lingui takes it as is.
  const source = catalogue as unknown as Record<string, string> & { $ns: string };
  return (key: keyof C & string, values?: MessageValues): string =>
    i18n._(`${source.$ns}:${key}`, values, { message: source[key] });
}
