import { LOCALE } from '../constants/shop';

/** Money is integer cents inside; the API gives decimal strings ("45.00"). */
export type Cents = number;

/** The shop's two languages' number formats. */
export type ShopLocale = 'en-CA' | 'fr-CA';

export function centsToDecimalString(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A whole number with its thousands grouped ("3,000"; French "3\u00a0000"), exactly as
 * `toLocaleString('en-CA' | 'fr-CA')` writes a whole number, but without Intl: the policy texts are built
 * at import, and a process's first Intl call loads ICU's locale data (15-30 ms of a Lambda's cold start).
 * Anything but a whole number is left to `toLocaleString`.
 */
export function groupThousands(n: number, locale: ShopLocale): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(locale);
  const separator = locale === 'fr-CA' ? '\u00a0' : ',';
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, separator);
  return n < 0 ? `-${digits}` : digits;
}

export function decimalStringToCents(value: string | number): Cents {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${value}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/**
 * CAD as Intl's 'currency' style writes it for the shop's two languages ("$1,234.56", "-$12.30";
 * French "1\u00a0234,56\u00a0$", "-12,30\u00a0$"), by hand: the first Intl.NumberFormat loads ICU's locale
 * data, 12 ms on a phone's first product page (50 ms under Lighthouse's 4x throttle, inside the render of
 * the price) and 5-9 ms of a Lambda's cold start. money.test.ts holds it to Intl's own output over
 * thousands of amounts.
 */
function formatCadAmount(cents: Cents, locale: ShopLocale, withCents: boolean): string {
  const abs = Math.abs(cents);
  const whole = groupThousands(Math.floor(abs / 100), locale);
  const fraction = withCents ? `${locale === 'fr-CA' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}` : '';
  const sign = cents < 0 ? '-' : '';
  return locale === 'fr-CA' ? `${sign}${whole}${fraction}\u00a0$` : `${sign}$${whole}${fraction}`;
}

/** Product cards and detail: no decimals when the amount is whole (docs/decisions/0006-tax-by-province.md). */
export function formatCad(cents: Cents, locale: ShopLocale = LOCALE): string {
  return formatCadAmount(cents, locale, cents % 100 !== 0);
}

/** Checkout, order summary, confirmation: always cents. */
export function formatCadCents(cents: Cents, locale: ShopLocale = LOCALE): string {
  return formatCadAmount(cents, locale, true);
}

/** The raw '$price' of the home grid and similar pieces (docs/decisions/0021-constants-and-timings.md). */
export function formatRawPrice(price: string, locale: ShopLocale = LOCALE): string {
  return locale === LOCALE ? `$${price}` : formatCadCents(decimalStringToCents(price), locale);
}

/** Rounds half away from zero to a whole cent. */
export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}
