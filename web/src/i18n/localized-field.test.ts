import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n';
import { localizedField } from './localized-field';

const piece = {
  name: 'Amethyst Point Pendant',
  description: 'A raw point.',
  translations: { fr: { name: 'Pendentif pointe d’améthyste' } },
};

describe('localizedField', () => {
  afterEach(() => activateLocale('en'));

  it('gives the English as is on the English site', () => {
    expect(localizedField(piece, 'name')).toEqual({ text: 'Amethyst Point Pendant', lang: undefined });
  });

  it('gives the approved French on the French site', async () => {
    await activateLocale('fr');
    expect(localizedField(piece, 'name')).toEqual({ text: 'Pendentif pointe d’améthyste', lang: undefined });
  });

  it('falls back to English marked lang="en" where French is not approved', async () => {
    await activateLocale('fr');
    expect(localizedField(piece, 'description')).toEqual({ text: 'A raw point.', lang: 'en' });
    const untranslated: { name: string; translations?: { fr?: { name?: string } } } = { name: 'Rose Quartz' };
    expect(localizedField(untranslated, 'name')).toEqual({ text: 'Rose Quartz', lang: 'en' });
  });
});
