import { groupThousands, type ShopLocale } from '@crystal/shared/money';

/**
 * The runtime a compiled message catalogue calls (build/compile-catalogues.ts points its imports here):
 * messageformat's own, except the number a plural's `#` stands for. For a whole number in the shop's two
 * languages that is written by hand, as `toLocaleString('en-CA' | 'fr-CA')` writes it (money.ts's
 * `groupThousands`). messageformat asks Intl.NumberFormat, and the first one a page makes loads ICU's
 * number data: 80-130 ms at Lighthouse's 4x CPU, inside the first render of a listing ("12 Products").
 * Anything else (a fraction, another language) still goes to Intl.
 */
export { plural, select, reqArgs } from '@messageformat/runtime';

const SHOP_LOCALES: Record<string, ShopLocale> = { en: 'en-CA', fr: 'fr-CA' };
const formats = new Map<string, Intl.NumberFormat>();

/** `value` as the language `lc` writes it ("1,234"; French "1\u00a0234"). */
export function formatMessageNumber(lc: string, value: number): string {
  const shopLocale = SHOP_LOCALES[lc];
  if (shopLocale && Number.isSafeInteger(value)) return groupThousands(value, shopLocale);
  let format = formats.get(lc);
  if (!format) formats.set(lc, (format = new Intl.NumberFormat(lc)));
  return format.format(value);
}

/** `#` in a plural: the value less the plural's offset. */
export function number(lc: string, value: number, offset: number): string {
  return formatMessageNumber(lc, value - offset);
}

/** `#` in a strict catalogue: as `number`, and a value that is not a number is an error that names it. */
export function strictNumber(lc: string, value: number, offset: number, name: string): string {
  const n = value - offset;
  if (isNaN(n)) throw new Error(`\`${name}\` or its offset is not a number`);
  return formatMessageNumber(lc, n);
}
