import { number as messageformatNumber, strictNumber as messageformatStrictNumber } from '@messageformat/runtime';
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

/** A whole number in one of the shop's languages, written by hand; anything else is left to messageformat. */
const byHand = (lc: string, n: number): string | undefined => {
  const shopLocale = SHOP_LOCALES[lc];
  return shopLocale && Number.isSafeInteger(n) ? groupThousands(n, shopLocale) : undefined;
};

/** `value` as the language `lc` writes it ("1,234"; French "1\u00a0234"). */
export function formatMessageNumber(lc: string, value: number): string {
  return byHand(lc, value) ?? messageformatNumber(lc, value, 0);
}

/** `#` in a plural: the value less the plural's offset. */
export function number(lc: string, value: number, offset: number): string {
  return byHand(lc, value - offset) ?? messageformatNumber(lc, value, offset);
}

/** `#` in a strict catalogue: as `number`; messageformat names an argument that is not a number. */
export function strictNumber(lc: string, value: number, offset: number, name: string): string {
  return byHand(lc, value - offset) ?? messageformatStrictNumber(lc, value, offset, name);
}
