import { COUNTRY } from './constants/shop';
import { postalProvinceMismatch } from './postal-code';
import { PROVINCES, provinceName, type ProvinceCode } from './provinces';

/** A multi-line order address read into its parts. */
export type ParsedAddressText = {
  fullName: string;
  street: string;
  city: string;
  province: ProvinceCode;
  postalCode: string;
  country: typeof COUNTRY;
};

export type AddressTextResult = { ok: true; address: ParsedAddressText } | { ok: false; message: string };

export const CITY_LINE_FORM = "'city, province postalCode'";

/** Lower case, accents and punctuation dropped, spaces collapsed: "Québec" -> "quebec", "P.E.I." -> "pei". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.']/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const EXTRA_NAMES: Record<string, ProvinceCode> = {
  newfoundland: 'NL',
  nfld: 'NL',
  pei: 'PE',
  'yukon territory': 'YT',
  pq: 'QC',
};

const PROVINCE_BY_NAME = new Map<string, ProvinceCode>([
  ...PROVINCES.flatMap((p) => [[fold(p.code), p.code] as const, [fold(p.name), p.code] as const]),
  ...Object.entries(EXTRA_NAMES),
]);

/** The province or territory for a code or a name, in any case and with or without accents. */
export function provinceFromText(text: string): ProvinceCode | undefined {
  return PROVINCE_BY_NAME.get(fold(text));
}

const COUNTRY_NAMES = new Set(['canada', 'ca', 'can']);
const POSTAL_CODE = /^([a-z]\d[a-z])[\s-]?(\d[a-z]\d)$/i;
/** "city, province postalCode": the comma before the postal code is optional. */
const CITY_LINE = /^(.+?),\s*(.+?)[,\s]\s*([a-z]\d[a-z][\s-]?\d[a-z]\d)$/i;

/**
 * Reads an address text: full name; street (one line or more); 'city, province postalCode'; country.
 * Blank lines are ignored and the country line may be left out (the shop ships within Canada only).
 * A failure says which line could not be read.
 */
export function parseAddressText(text: string): AddressTextResult {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const form = `an address needs one line each for the full name, the street, ${CITY_LINE_FORM} and the country`;
  if (lines.length < 3) return { ok: false, message: `${lines.length === 0 ? 'Address is empty' : `Address has ${lines.length} line${lines.length === 1 ? '' : 's'}`}: ${form}` };
  const last = lines[lines.length - 1]!;
  const hasCountry = !/[\d,]/.test(last);
  if (hasCountry && !COUNTRY_NAMES.has(fold(last))) {
    return { ok: false, message: `Line ${lines.length} must read '${COUNTRY}': the shop ships within Canada only` };
  }
  const cityIndex = hasCountry ? lines.length - 2 : lines.length - 1;
  const lineNo = cityIndex + 1;
  if (cityIndex < 2) return { ok: false, message: `Address has ${lines.length} lines: ${form}` };
  const match = CITY_LINE.exec(lines[cityIndex]!);
  if (!match) return { ok: false, message: `Line ${lineNo} must read ${CITY_LINE_FORM}` };
  const [, city, provinceText, postal] = match as unknown as [string, string, string, string];
  const province = provinceFromText(provinceText);
  if (!province) return { ok: false, message: `Line ${lineNo}: "${provinceText.trim()}" is not a Canadian province or territory` };
  const [, fsa, ldu] = POSTAL_CODE.exec(postal.trim()) as unknown as [string, string, string];
  const fullName = lines[0]!;
  const street = lines.slice(1, cityIndex).join(', ');
  if (fullName.length > 200) return { ok: false, message: 'Line 1 (full name) must be 200 characters or fewer' };
  if (street.length > 200) return { ok: false, message: 'The street must be 200 characters or fewer' };
  if (city.trim().length > 100) return { ok: false, message: `Line ${lineNo}: the city must be 100 characters or fewer` };
  const postalCode = `${fsa} ${ldu}`.toUpperCase();
  const mismatch = postalProvinceMismatch(postalCode, province, provinceName(province));
  if (mismatch) return { ok: false, message: `Line ${lineNo}: ${mismatch}` };
  return { ok: true, address: { fullName, street, city: city.trim(), province, postalCode, country: COUNTRY } };
}

/** First name = every word but the last; last name = the last word (a one-word name is a first name). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}
