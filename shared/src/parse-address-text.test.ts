import { describe, expect, it } from 'vitest';
import { parseAddressText, provinceFromText, splitFullName } from './parse-address-text';

const read = (text: string) => {
  const r = parseAddressText(text);
  if (!r.ok) throw new Error(r.message);
  return r.address;
};
const failure = (text: string) => {
  const r = parseAddressText(text);
  if (r.ok) throw new Error(`read ${JSON.stringify(r.address)}`);
  return r.message;
};

describe('parseAddressText', () => {
  it('reads the four lines: full name, street, city line, country', () => {
    expect(read('Jane Doe\n123 Main St\nToronto, ON M5V 2T6\nCanada')).toEqual({
      fullName: 'Jane Doe',
      street: '123 Main St',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2T6',
      country: 'Canada',
    });
  });

  it('takes province names in any case, with or without accents, and postal codes with or without the space', () => {
    expect(read('Marie Tremblay\n1 rue Principale\nMontréal, Québec h2x1y4\nCanada')).toMatchObject({ city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4' });
    expect(read('A B\n1 Main\nQuebec City, quebec G1R 4P5\ncanada').province).toBe('QC');
    expect(read('A B\n1 Main\nCharlottetown, Prince Edward Island C1A 1A1\nCanada').province).toBe('PE');
    expect(read('A B\n1 Main\nWinnipeg, manitoba, R3C-0A1\nCANADA')).toMatchObject({ province: 'MB', postalCode: 'R3C 0A1' });
    expect(read('A B\n1 Main\nSt. John\'s, Newfoundland & Labrador A1C 5M2\nCanada').province).toBe('NL');
  });

  it('tolerates Windows line ends, blank lines, a street over two lines and a missing country line', () => {
    expect(read('\r\nJane Doe\r\nUnit 4\r\n123 Main St\r\n\r\nToronto, on M5V 2T6\r\n')).toMatchObject({
      street: 'Unit 4, 123 Main St',
      province: 'ON',
      country: 'Canada',
    });
  });

  it('names the line it cannot read', () => {
    expect(failure('Jane Doe\n123 Main St\nToronto Ontario\nCanada')).toBe("Line 3 must read 'city, province postalCode'");
    expect(failure('Jane Doe\n123 Main St\nToronto, ON 12345\nCanada')).toBe("Line 3 must read 'city, province postalCode'");
    expect(failure('Jane Doe\n123 Main St\nToronto, Ontari M5V 2T6\nCanada')).toBe('Line 3: "Ontari" is not a Canadian province or territory');
    expect(failure('Jane Doe\n123 Main St\nSeattle, WA 98101\nUSA')).toBe("Line 4 must read 'Canada': the shop ships within Canada only");
    expect(failure('Jane Doe\nToronto, ON M5V 2T6')).toMatch(/^Address has 2 lines: an address needs one line each/);
    expect(failure('  \n ')).toMatch(/^Address is empty/);
    expect(failure('Jane Doe\nToronto, ON M5V 2T6\nCanada')).toMatch(/^Address has 3 lines/);
  });
});

describe('provinceFromText and splitFullName', () => {
  it('knows codes, names and common short forms', () => {
    expect(provinceFromText('on')).toBe('ON');
    expect(provinceFromText('  British   Columbia ')).toBe('BC');
    expect(provinceFromText('P.E.I.')).toBe('PE');
    expect(provinceFromText('Texas')).toBeUndefined();
  });

  it('splits the last word off as the last name', () => {
    expect(splitFullName('Jane Doe')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitFullName('Mary Ann  van Dyke')).toEqual({ firstName: 'Mary Ann van', lastName: 'Dyke' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
