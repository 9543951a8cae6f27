import { createRequire } from 'node:module';
import type MessageFormat from '@messageformat/core';
import type { Language } from '@crystal/shared/schemas/language';

/** Values an ICU message takes: `{name}`, `{count, plural, one {# piece} other {# pieces}}`. */
export type MessageValues = Record<string, string | number>;

/** A catalogue: a folder's `messages/en.json` or `messages/fr.json`, ICU MessageFormat by key. */
export type Catalogue = Record<string, string>;

/**
 * messageformat, loaded when the first message is compiled, not when a function starts: every job that may
 * send a mail imports its catalogues at init, and evaluating messageformat there put the jobs' cold start at
 * 1.29-1.39x their SDK floor (target 1.25x; `npm run bench:lambda`). In a function's bundle esbuild makes
 * this `require` the bundled module's lazy start; run unbundled (the tests, the local runtime), Node loads it.
 */
function loadMessageFormat(): typeof MessageFormat {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, deferred load (above)
  return (typeof require === 'function' ? require('@messageformat/core') : createRequire(import.meta.url)('@messageformat/core')) as typeof MessageFormat;
}

let formats: Record<Language, MessageFormat<'string'>> | undefined;

/** Canadian English and French: French numbers group thousands with a no-break space, as the shop writes them. */
function formatsByLanguage(): Record<Language, MessageFormat<'string'>> {
  if (formats) return formats;
  const Format = loadMessageFormat();
  return (formats = { en: new Format('en-CA', { strict: true }), fr: new Format('fr-CA', { strict: true }) });
}

/**
 * The translate function of one folder's pair of catalogues on the server (mails and the other texts
 * the functions write), as the web's `createTranslator` is in the browser: `t(language, 'subject',
 * { shop })`. The French catalogue must have every English key (TypeScript checks it where the pair is
 * imported). Each message is compiled by messageformat the first time it is used, then kept; one that
 * does not parse throws there, and the catalogues' test compiles them all.
 */
export function catalogueTranslator<C extends Catalogue>(en: C, fr: { [K in keyof C]: string }) {
  const catalogues: Record<Language, Catalogue> = { en, fr };
  const compiled = new Map<string, (values: MessageValues) => string>();
  return (language: Language, key: keyof C & string, values: MessageValues = {}): string => {
    const id = `${language}:${key}`;
    let message = compiled.get(id);
    if (!message) {
      const source = catalogues[language][key];
      if (source === undefined) throw new Error(`No ${language} message "${key}"`);
      message = formatsByLanguage()[language].compile(source);
      compiled.set(id, message);
    }
    return message(values);
  };
}
