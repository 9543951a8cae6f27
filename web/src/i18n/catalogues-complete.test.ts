import path from 'node:path';
import { argumentNames, englishCataloguesUnder, readCatalogue } from '@crystal/shared/test/message-catalogues';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const englishCatalogues = englishCataloguesUnder(SRC);
const read = (file: string) => readCatalogue(SRC, file);

describe('message catalogues', () => {
  it('exist', () => {
    expect(englishCatalogues.length).toBeGreaterThan(0);
  });

  describe.each(englishCatalogues)('%s', (englishFile) => {
    const english = read(englishFile);
    const frenchFile = englishFile.replace(/en\.json$/, 'fr.json');

    it('has a French catalogue with every key, each a non-empty string', () => {
      const french = read(frenchFile);
      const missing = Object.keys(english).filter((key) => typeof french[key] !== 'string' || !french[key]!.trim());
      expect(missing, `${frenchFile} lacks French for`).toEqual([]);
      const extra = Object.keys(french).filter((key) => !(key in english));
      expect(extra, `${frenchFile} has keys English does not`).toEqual([]);
    });

    it('uses the same arguments in both languages', () => {
      const french = read(frenchFile);
      for (const [key, message] of Object.entries(english)) {
        expect(argumentNames(french[key] ?? ''), `${frenchFile} "${key}"`).toEqual(argumentNames(message));
      }
    });
  });
});
