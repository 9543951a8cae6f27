import path from 'node:path';
import MessageFormat from '@messageformat/core';
import { argumentNames, englishCataloguesUnder, readCatalogue } from '@crystal/shared/test/message-catalogues';
import { describe, expect, it } from 'vitest';

/** Every pair of catalogues the functions translate with (`<folder>/messages/en.json` + `fr.json`). */
const SRC = path.resolve(import.meta.dirname, '../..');
const englishCatalogues = englishCataloguesUnder(SRC);
const read = (file: string) => readCatalogue(SRC, file);

/**
 * Messages whose two languages say it differently on purpose: the local guide's English piece line names
 * the piece's stones and the French one does not (its composer passes none), and the guide's French
 * bracelet size also names the size.
 */
const WORDED_APART: Record<string, string[]> = {
  'ai/local/messages/en.json': ['pieceLine'],
  'ai/retrieval/messages/en.json': ['braceletSize'],
};

const formats = { en: new MessageFormat('en-CA', { strict: true }), fr: new MessageFormat('fr-CA', { strict: true }) };

describe('the server’s message catalogues', () => {
  it('include every mail family', () => {
    for (const folder of ['orders/mail', 'orders/shipments', 'orders/reviews', 'custom-quotes/mail', 'gift-cards/mail', 'emails', 'newsletter', 'campaigns/mail']) {
      expect(englishCatalogues).toContain(`${folder}/messages/en.json`);
    }
  });

  describe.each(englishCatalogues)('%s', (englishFile) => {
    const english = read(englishFile);
    const frenchFile = englishFile.replace(/en\.json$/, 'fr.json');
    const french = read(frenchFile);

    it('has French for every English key and no other key, each a non-empty string', () => {
      expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(french)) expect(typeof message === 'string' && message.trim() !== '', `${frenchFile} "${key}"`).toBe(true);
    });

    it('uses the same arguments in both languages', () => {
      for (const [key, message] of Object.entries(english)) {
        if (WORDED_APART[englishFile]?.includes(key)) continue;
        expect(argumentNames(french[key] ?? ''), `${frenchFile} "${key}"`).toEqual(argumentNames(message));
      }
    });

    it('has no ASCII apostrophe where ICU reads it as a quote (before a brace, a #, or another apostrophe)', () => {
      const ascii = [...Object.entries(english), ...Object.entries(french)].filter(([, message]) => /'[{}#']/.test(message)).map(([key]) => key);
      expect(ascii, englishFile).toEqual([]);
    });

    it('compiles every message in its language', () => {
      for (const [language, catalogue] of [['en', english], ['fr', french]] as const) {
        for (const [key, message] of Object.entries(catalogue)) expect(() => formats[language].compile(message), `${language} "${key}"`).not.toThrow();
      }
    });
  });

  it('finds an argument French forgot (the check itself)', () => {
    expect(argumentNames('Hello {name}, {count, plural, one {# piece for {who}} other {# pieces}}')).toEqual(['count', 'name', 'who']);
    expect(argumentNames('Bonjour')).toEqual([]);
  });
});
