import type { ProvinceCode } from './provinces';
import type { TaxLine } from './tax';

/**
 * The registration numbers a receipt prints (docs/decisions/0090-tax-only-where-registered.md): the
 * GST/HST number for GST or HST charged, and the province's own number for its PST, QST or RST. The
 * order keeps the numbers it was taxed under, so a later change in /admin reaches new orders only.
 */
export type TaxNumber = { tax: 'GST/HST' | 'PST' | 'QST' | 'RST'; number: string; demo?: true };

/** The local demo shop's GST/HST number: all zeros, never a real registration, refused in production. */
export const DEMO_GST_HST_NUMBER = '000000000RT0000';

export const isDemoTaxNumber = (n: string) => n.replace(/\s/g, '').toUpperCase() === DEMO_GST_HST_NUMBER;

type TaxSettings = {
  gstHstNumber: string;
  provincialTaxNumbers?: Partial<Record<ProvinceCode, string>>;
};

function entry(tax: TaxNumber['tax'], number: string | undefined): TaxNumber[] {
  const n = number?.trim();
  if (!n) return [];
  return [isDemoTaxNumber(n) ? { tax, number: n, demo: true } : { tax, number: n }];
}

/** The numbers for the taxes an order was charged, in the order of its tax lines. */
export function taxNumbersFor(settings: TaxSettings, province: ProvinceCode, taxLines: readonly Pick<TaxLine, 'name'>[]): TaxNumber[] {
  return taxLines.flatMap(({ name }) =>
    name === 'GST' || name === 'HST'
      ? entry('GST/HST', settings.gstHstNumber)
      : entry(name as 'PST' | 'QST' | 'RST', settings.provincialTaxNumbers?.[province]),
  );
}

/** The numbers an order's receipt prints: those it was taxed under, or for an older order the GST/HST number of today's settings. */
export function receiptTaxNumbers(order: { taxNumbers?: TaxNumber[] }, settings: TaxSettings): TaxNumber[] {
  return order.taxNumbers ?? entry('GST/HST', settings.gstHstNumber);
}

const FRENCH_TAX_NAMES: Record<TaxNumber['tax'], string> = { 'GST/HST': 'TPS/TVH', PST: 'TVP', QST: 'TVQ', RST: 'TVD' };

/** A tax's name in the reader's language (the French ones as Revenu Québec and the CRA write them). */
export const taxName = (tax: TaxNumber['tax'], language: 'en' | 'fr') => (language === 'fr' ? FRENCH_TAX_NAMES[tax] : tax);
