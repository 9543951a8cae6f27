import { currentLocale, currentLocaleTag } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

const TAX_KEYS = { GST: 'taxGST', HST: 'taxHST', PST: 'taxPST', RST: 'taxRST', QST: 'taxQST' } as const;

/**
 * A tax line's label in the page's language. English keeps the label the tax table gives ('QST (9.975%)');
 * French names the tax as Quebec does and writes the rate in its own way ('TVQ (9,975 %)').
 */
export function taxLineLabel(line: { name: string; label: string }): string {
  if (currentLocale() === 'en') return line.label;
  const key = TAX_KEYS[line.name as keyof typeof TAX_KEYS];
  const rate = /\(([\d.]+)%\)/.exec(line.label)?.[1];
  if (!key || !rate) return line.label;
  const percent = new Intl.NumberFormat(currentLocaleTag(), { style: 'percent', maximumFractionDigits: 3 });
  return t('taxLine', { name: t(key), rate: percent.format(Number(rate) / 100) });
}
