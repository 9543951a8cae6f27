import { currentLocale } from './i18n';

/**
 * A catalogue record with its approved French beside the English: the API's optional
 * `translations.fr` carries only what the artisan approved (drafts never reach shoppers).
 */
export type Translatable = { translations?: { fr?: Record<string, string | undefined> | undefined } };

/**
 * The text a shopper reads for one field of a product or category: on the French site its approved
 * French, else the English with `lang: 'en'`, which the caller puts on the element holding it so screen
 * readers and translators know (e.g. `<h1 lang={lang}>`). On the English site, the English as is.
 */
export function localizedField<T extends object, K extends keyof T & string>(
  item: T,
  field: K,
): { text: string; lang: 'en' | undefined } {
  const english = String(item[field] ?? '');
  if (currentLocale() !== 'fr') return { text: english, lang: undefined };
  // Any payload may carry `translations` (typed in shared/ where the API sends it; optional everywhere).
  const french = (item as Translatable).translations?.fr?.[field];
  return french ? { text: french, lang: undefined } : { text: english, lang: 'en' };
}
