import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const englishCatalogues = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replace(/\\/g, '/'))
  .filter((file) => file.endsWith('/messages/en.json'))
  .sort();

const read = (file: string) => JSON.parse(readFileSync(path.join(SRC, file), 'utf8')) as Record<string, string>;

/** The names of a message's ICU arguments ({count}, {name}), wherever they sit in it. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const collect = (tokens: Token[]): void => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) token.cases.forEach((c) => collect(c.tokens));
    }
  };
  collect(parse(message, { strict: true }));
  return [...names].sort();
}

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
