import { valueAvailable, type ChoiceProduct } from '@crystal/shared/product-stock';
import type { ProductOption } from '@crystal/shared/schemas/product-options';
import { foldTerm } from './search-terms';

/** "size 7", "taille 7,5", "length 18": an option named in a search, and the value wanted. */
const OPTION_IN_TERM = /\b(size|taille|length|longueur)\s*:?\s*(\d{1,2}(?:[.,]5)?|xs|s|m|l|xl)\b/i;
const OPTION_NAMES: Record<string, string> = { size: 'size', taille: 'size', length: 'length', longueur: 'length' };

export type OptionWanted = { option: string; value: string };

/** Splits "ring size 7" into the words to search ("ring") and the option wanted (size 7). */
export function readOptionTerm(term: string): { rest: string; wanted?: OptionWanted } {
  const m = OPTION_IN_TERM.exec(term);
  if (!m) return { rest: term };
  return {
    rest: `${term.slice(0, m.index)} ${term.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim(),
    wanted: { option: OPTION_NAMES[foldTerm(m[1]!)]!, value: foldTerm(m[2]!).replace(',', '.') },
  };
}

const sameValue = (wanted: string, value: string) => {
  const v = foldTerm(value).replace(',', '.');
  return v === wanted || v.replace(/\s*(in|po)$/, '') === wanted;
};

/** Whether the piece can be bought now in the value wanted (a ring "available in 7"). */
export function offersValue(product: ChoiceProduct & { options?: ProductOption[] }, wanted: OptionWanted): boolean {
  return (product.options ?? []).some((o, option) => {
    const names = [o.name, o.translations?.fr?.name].filter((n): n is string => Boolean(n)).map(foldTerm);
    if (!names.some((n) => OPTION_NAMES[n] === wanted.option)) return false;
    const value = o.values.findIndex((v) => sameValue(wanted.value, v.value));
    return value >= 0 && valueAvailable(product, { option, value });
  });
}
