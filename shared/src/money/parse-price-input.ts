import type { Cents } from './cents';

/**
 * A price as a person types it: "29", "29.5", "$29.50", "29,50", "1,250.00", "1 250,50 $". A point or a
 * comma followed by one or two digits at the end is the decimal mark; commas or spaces before groups of
 * three digits separate thousands. Gives the amount in cents, or null when it is not a price (letters, a
 * minus sign, more than two decimals, "1,250,50").
 */
export function parsePriceInput(text: string): Cents | null {
  const bare = text
    .trim()
    .replace(/^(?:CA)?\$\s*|\s*\$$/g, '')
    .replace(/(\d)[\s\u00a0\u202f](?=\d{3}(?:\D|$))/g, '$1');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:([.,])(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const [, whole, mark, fraction = ''] = match;
  if (whole!.includes(',') && mark === ',') return null;
  const cents = Number(whole!.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
