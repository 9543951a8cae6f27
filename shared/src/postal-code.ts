import type { ProvinceCode } from './provinces';

/** Canada Post's letters that open the postal codes of each province or territory. */
export const POSTAL_FIRST_LETTERS: Record<ProvinceCode, string> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

const FORMAT = /^([A-Z]\d[A-Z])(\d[A-Z]\d)$/;

/** 'r3c0a5', 'R3C-0A5' and ' r3c 0a5 ' all read 'R3C 0A5'; anything else is returned trimmed, unchanged. */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  const m = FORMAT.exec(compact);
  return m ? `${m[1]} ${m[2]}` : value.trim();
}

export const isPostalCode = (value: string) => /^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(value);

/** The message when a well-formed code does not belong to the province, or undefined when it does. */
export function postalProvinceMismatch(postalCode: string, province: ProvinceCode, provinceName: string): string | undefined {
  const letters = POSTAL_FIRST_LETTERS[province];
  if (letters.includes(postalCode.charAt(0))) return undefined;
  const list = letters.split('').join(', ');
  return `Postal codes in ${provinceName} start with ${list}. Please check the postal code or the province.`;
}
