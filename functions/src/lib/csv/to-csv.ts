import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file for a spreadsheet: a header row, then one row per record; cells quoted when they need it
 * (commas, quotes, line breaks), CRLF line ends, and a text cell starting with = + - @ neutralised with
 * a leading apostrophe so a spreadsheet never runs it as a formula.
 */
export function toCsv(header: string[], rows: string[][]): string {
  return stringify([header, ...rows], { record_delimiter: 'windows', escape_formulas: true });
}
