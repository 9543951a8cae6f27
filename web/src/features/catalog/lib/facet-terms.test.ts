import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { facetList, facetTerm } from './facet-terms';

describe('facet terms', () => {
  afterEach(() => activateLocale('en'));

  it('are the catalogue’s words on the English site', () => {
    expect(facetTerm('Sterling Silver')).toEqual({ text: 'Sterling Silver', lang: undefined });
  });

  it('are French on the French site, or English marked lang="en" where the glossary lacks one', async () => {
    await activateLocale('fr');
    expect(facetTerm('Sterling Silver')).toEqual({ text: 'argent sterling', lang: undefined });
    expect(facetTerm('Meteorite')).toEqual({ text: 'Meteorite', lang: 'en' });
    expect(facetList(['Rose Quartz', 'Amethyst'])).toEqual({ text: 'quartz rose, améthyste', lang: undefined });
    expect(facetList(['Meteorite'])).toEqual({ text: 'Meteorite', lang: 'en' });
  });
});
