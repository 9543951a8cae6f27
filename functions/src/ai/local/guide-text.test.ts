import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '@crystal/shared/test/english-words';
import en from './messages/en.json';
import fr from './messages/fr.json';
import { t } from './guide-text';

const values = { gift: 'yes', filters: '', name: 'Bague', url: '/fr/product/1', price: '46,00 $', stones: '', note: '', days: 10, count: 2, budget: 40, line: '- x', wishes: 'le calme' };

describe("the local guide's catalogue", () => {
  it('has every English message in French, each one parsing in both languages', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(t('en', key, values), key).not.toBe('');
      expect(englishWordsIn(t('fr', key, values)), key).toEqual([]);
    }
  });

  it('counts the pieces left to show in each language’s plural', () => {
    expect(t('fr', 'moreFit', { count: 1 })).toMatch(/^Une autre pièce convient :/);
    expect(t('fr', 'moreFit', { count: 3 })).toMatch(/^3 autres pièces conviennent :/);
    expect(t('en', 'moreFit', { count: 1 })).toMatch(/^1 more fit:/);
  });
});
