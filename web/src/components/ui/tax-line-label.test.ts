import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { taxLineLabel } from './tax-line-label';

describe('taxLineLabel', () => {
  afterEach(() => activateLocale('en'));

  it('keeps the English label as the tax table gives it', () => {
    expect(taxLineLabel({ name: 'QST', label: 'QST (9.975%)' })).toBe('QST (9.975%)');
  });

  it('names the tax and writes the rate as Quebec does on the French site', async () => {
    await activateLocale('fr');
    const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(taxLineLabel({ name: 'QST', label: 'QST (9.975%)' }))).toBe('TVQ (9,975 %)');
    expect(spaces(taxLineLabel({ name: 'GST', label: 'GST (5%)' }))).toBe('TPS (5 %)');
    expect(spaces(taxLineLabel({ name: 'HST', label: 'HST (13%)' }))).toBe('TVH (13 %)');
  });
});
