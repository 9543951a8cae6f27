import { LOCALE_TAGS, type CompiledMessage, type Locale } from './locale';
import type { FrenchMessages } from './french-catalogues';

export type { CompiledMessage };

/**
 * The page's language, fixed for the life of the document: switching language is a page load (French
 * catalogues are fetched only on the French site), so nothing re-renders on a change of language.
 */
let current: Locale = 'en';

/** The French messages, once the page has asked for French (french-catalogues.ts, a chunk of its own). */
let french: FrenchMessages | undefined;

/** The namespaces whose English catalogue (with the code that uses it) ran before the page asked for French. */
const arrived: string[] = [];

export function currentLocale(): Locale {
  return current;
}

/** The BCP 47 tag for `Intl` and `lang`: 'en-CA' or 'fr-CA'. */
export function currentLocaleTag(): 'en-CA' | 'fr-CA' {
  return LOCALE_TAGS[current];
}

/** The French message for a key, on the French site (undefined on the English one). */
export function frenchMessage(id: string): CompiledMessage | undefined {
  return current === 'fr' ? french?.messages.get(id) : undefined;
}

async function frenchLoaded(): Promise<FrenchMessages> {
  french ??= (await import('./french-catalogues')).frenchMessages();
  return french;
}

function setLocale(locale: Locale): void {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[locale];
}

/**
 * Makes `locale` the page's language with every French catalogue in (the server's renders, tests). English
 * needs nothing, since each English catalogue travels with the code that uses it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'fr') await (await frenchLoaded()).bringAll();
  setLocale(locale);
}

/**
 * The browser's start of a page in `locale`. French loads the French of the catalogues already in (those of
 * the app's first chunk, which draws the first screen) before the app draws; every catalogue that arrives
 * later brings its own first (`catalogueArrived`), so the French site shows no English.
 */
export async function startPageLocale(locale: Locale): Promise<void> {
  if (locale === 'fr') await (await frenchLoaded()).bring(arrived);
  setLocale(locale);
}

/**
 * Called by each compiled English catalogue as its module runs, which awaits the answer
 * (build/compile-catalogues.ts). Once the page has asked for French, a catalogue that arrives (with a lazy
 * feature) holds its module until its French is in: the feature's code, which imports it, runs only then.
 * Before, the namespace is noted for `startPageLocale`.
 */
export function catalogueArrived(namespace: string): Promise<unknown> | undefined {
  if (french) return french.bring([namespace]);
  arrived.push(namespace);
  return undefined;
}
