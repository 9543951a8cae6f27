import { i18n } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from './locale';

/**
 * The page's language, fixed for the life of the document: switching language is a page load (the French
 * catalogue is fetched only on the French site), so nothing re-renders on a change of language.
 */
let current: Locale = 'en';

i18n.load('en', {});
i18n.activate('en');

export { i18n };

export function currentLocale(): Locale {
  return current;
}

/** The BCP 47 tag for `Intl` and `lang`: 'en-CA' or 'fr-CA'. */
export function currentLocaleTag(): string {
  return LOCALE_TAGS[current];
}

/**
 * Makes `locale` the page's language. French loads its catalogue (one chunk, every feature's French)
 * first; English needs nothing, since each English catalogue travels with the code that uses it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'fr') {
    const { frenchMessages } = await import('./french-messages');
    i18n.load('fr', frenchMessages());
  }
  i18n.activate(locale);
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}
