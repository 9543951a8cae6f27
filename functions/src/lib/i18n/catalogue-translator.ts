import MessageFormat from '@messageformat/core';
import type { Language } from '@crystal/shared/schemas/language';

/** Values an ICU message takes: `{name}`, `{count, plural, one {# piece} other {# pieces}}`. */
export type MessageValues = Record<string, string | number>;

/** A catalogue: a folder's `messages/en.json` or `messages/fr.json`, ICU MessageFormat by key. */
export type Catalogue = Record<string, string>;

/** Canadian English and French: French numbers group thousands with a no-break space, as the shop writes them. */
const formats: Record<Language, MessageFormat<'string'>> = {
  en: new MessageFormat('en-CA', { strict: true }),
  fr: new MessageFormat('fr-CA', { strict: true }),
};

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
      message = formats[language].compile(source);
      compiled.set(id, message);
    }
    return message(values);
  };
}
