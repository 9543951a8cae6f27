import { currentLocale } from '@/i18n/i18n';
import { decimalStringToCents, formatCad } from '@/lib/format';

/** A weight in grams as the page's language writes it: "7.30 g", "7,30 g". */
export const formatWeight = (weight: string | number): string =>
  `${currentLocale() === 'fr' ? String(weight).replace('.', ',') : weight} g`;

/** Cards and the detail page: Canadian locale, no decimals when whole (docs/decisions/0006-tax-by-province.md). */
export const productPrice = (price: string) => formatCad(decimalStringToCents(price));

export const placeholderImage = `${import.meta.env.BASE_URL}favicon.svg`;

export const productImages = (p: { imageUrl: string; imageUrls?: string[] }) => {
  const all = [p.imageUrl, ...(p.imageUrls ?? [])].filter(Boolean);
  const unique = [...new Set(all)];
  return unique.length ? unique : [placeholderImage];
};
