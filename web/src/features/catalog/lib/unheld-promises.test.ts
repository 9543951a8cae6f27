import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 44 build 4: no setting holds a yearly free cleaning, so no page promises one; and the Best Sellers
 * listing is the featured flag the artisan sets, not a measure of sales, so its copy claims no sales.
 */
const read = (lang: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../messages/${lang}.json`), 'utf8')) as Record<string, string>;
const en = read('en');
// The care page's words, read as text: the catalog feature imports no other feature.
const care = (lang: string) => readFileSync(path.resolve(import.meta.dirname, `../../pages/content/${lang}/jewelry-care.ts`), 'utf8');
const fr = read('fr');

describe('promises the shop does not hold', () => {
  const texts = [JSON.stringify(en), JSON.stringify(fr), care('en'), care('fr')];

  it('no text promises a free professional cleaning once a year, in English or French', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/cleaning a year|once a year|professionally clean|nettoyage professionnel|une fois par année/i);
    }
  });

  it('the Best Sellers copy names the artisan’s picks, not what customers buy', () => {
    expect(en.bestSellersDescription).not.toMatch(/customers|again and again|best.?sell|popular/i);
    expect(fr.bestSellersDescription).not.toMatch(/clientèle|encore et encore|populaire/i);
    expect(en.bestSellersDescription).toMatch(/artisan/);
    expect(fr.bestSellersDescription).toMatch(/artisane/);
  });
});
