import { describe, expect, it } from 'vitest';
import { computeTaxLines, computeTotals, TAX_RATES } from './tax';
import { PROVINCE_CODES } from './provinces';

describe('tax by province', () => {
  it('has a rate for each of the 13 provinces and territories', () => {
    expect(PROVINCE_CODES).toHaveLength(13);
    for (const code of PROVINCE_CODES) expect(TAX_RATES[code].length).toBeGreaterThan(0);
  });

  it('charges HST 13% in Ontario as the shop always has (docs/decisions/0006-tax-by-province.md)', () => {
    const totals = computeTotals(10000, 'ON');
    expect(totals.taxLines).toEqual([{ name: 'HST', label: 'HST (13%)', rate: 0.13, amountCents: 1300 }]);
    expect(totals.totalCents).toBe(11300);
    expect(totals.shippingCents).toBe(0);
  });

  it('gives separate lines where two taxes apply, each rounded to the cent', () => {
    const qc = computeTaxLines(3333, 'QC');
    expect(qc.map((l) => [l.name, l.amountCents])).toEqual([
      ['GST', 167],
      ['QST', 332],
    ]);
    expect(computeTaxLines(10000, 'MB').map((l) => l.label)).toEqual(['GST (5%)', 'RST (7%)']);
    expect(computeTotals(10000, 'NS').taxCents).toBe(1400);
    expect(computeTotals(10000, 'NB').taxCents).toBe(1500);
    expect(computeTotals(10000, 'AB').taxCents).toBe(500);
    expect(computeTotals(10000, 'SK').taxCents).toBe(1100);
    expect(computeTotals(10000, 'BC').taxCents).toBe(1200);
  });

  it('taxes the discounted subtotal', () => {
    const t = computeTotals(10000, 'ON', 1500);
    expect(t.taxCents).toBe(1105);
    expect(t.totalCents).toBe(8500 + 1105);
  });

  it('charges a provincial tax only where the shop is registered, GST/HST everywhere', () => {
    const mbOnly = ['MB'] as const;
    expect(computeTotals(10000, 'ON', 0, mbOnly).taxLines.map((l) => l.name)).toEqual(['HST']);
    expect(computeTotals(10000, 'QC', 0, mbOnly).taxLines.map((l) => l.label)).toEqual(['GST (5%)']);
    expect(computeTotals(10000, 'QC', 0, mbOnly).totalCents).toBe(10500);
    expect(computeTotals(10000, 'MB', 0, mbOnly).taxLines.map((l) => l.name)).toEqual(['GST', 'RST']);
    expect(computeTotals(10000, 'BC', 0, []).taxCents).toBe(500);
    expect(computeTotals(10000, 'BC', 0, 'all').taxCents).toBe(1200);
  });
});
