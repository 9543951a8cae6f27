import { LOCALE_TAGS, type CompiledMessage, type Locale } from './locale';

export type { CompiledMessage };

/**
 * The page's language, fixed for the life of the document: switching language is a page load (the French
 * catalogue is fetched only on the French site), so nothing re-renders on a change of language.
 */
let current: Locale = 'en';

/** French messages by `<namespace>:<key>`, once the French site has loaded them. */
let french = new Map<string, CompiledMessage>();

export function currentLocale(): Locale {
  return current;
}

/** The BCP 47 tag for `Intl` and `lang`: 'en-CA' or 'fr-CA'. */
export function currentLocaleTag(): 'en-CA' | 'fr-CA' {
  return LOCALE_TAGS[current];
}

/** The French message for a key, on the French site (undefined on the English one). */
export function frenchMessage(id: string): CompiledMessage | undefined {
  return current === 'fr' ? french.get(id) : undefined;
}

/**
 * Makes `locale` the page's language. French loads its catalogue (one chunk, every feature's French)
 * first; English needs nothing, since each English catalogue travels with the code that uses it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'fr' && french.size === 0) {
    const { frenchMessages } = await import('./french-messages');
    french = frenchMessages();
  }
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}
