import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(toCsv(['name', 'note'], [['Fairweather, Juniper', 'said "hi"\nthen left']])).toBe(
      'name,note\r\n"Fairweather, Juniper","said ""hi""\nthen left"\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['29.50']])).toBe(
      "a\r\n\"'=HYPERLINK(\"\"x\"\")\"\r\n'+1\r\n'-2\r\n'@SUM(A1)\r\n29.50\r\n",
    );
  });
});
