import { describe, expect, it } from 'vitest';
import { CARD_MINIMUM_CENTS, computeTaxLines, computeTotals, EVERY_TAX, PROVINCIAL_TAX_PROVINCES, TAX_RATES, taxScopeOf } from './tax';
import { priceShipping } from './money/price-shipping';
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

  it('charges a provincial tax only where the shop is registered, GST/HST with its number', () => {
    const mbOnly = { gstHst: true, provinces: ['MB'] } as const;
    expect(computeTotals(10000, 'ON', 0, mbOnly).taxLines.map((l) => l.name)).toEqual(['HST']);
    expect(computeTotals(10000, 'QC', 0, mbOnly).taxLines.map((l) => l.label)).toEqual(['GST (5%)']);
    expect(computeTotals(10000, 'QC', 0, mbOnly).totalCents).toBe(10500);
    expect(computeTotals(10000, 'MB', 0, mbOnly).taxLines.map((l) => l.name)).toEqual(['GST', 'RST']);
    expect(computeTotals(10000, 'BC', 0, { gstHst: true, provinces: [] }).taxCents).toBe(500);
    expect(computeTotals(10000, 'BC', 0, EVERY_TAX).taxCents).toBe(1200);
  });

  // Worked example (issue 45): a $46 ring with $12 shipping to Ontario.
  it('charges no GST/HST without a GST/HST number, and 13% HST with one', () => {
    const settings = { gstHstNumber: '', taxRegistrations: [] as const };
    const none = computeTotals(4600, 'ON', 0, taxScopeOf(settings), 1200);
    expect(none.taxLines).toEqual([]);
    expect(none.totalCents).toBe(5800);
    const registered = computeTotals(4600, 'ON', 0, taxScopeOf({ ...settings, gstHstNumber: '123456789RT0001' }), 1200);
    expect(registered.taxLines.map((l) => [l.label, l.amountCents])).toEqual([['HST (13%)', 754]]);
    expect(registered.totalCents).toBe(6554);
  });

  it('charges QST only where ticked, and never GST without the number', () => {
    expect(computeTotals(10000, 'QC', 0, { gstHst: false, provinces: ['QC'] }).taxLines.map((l) => l.name)).toEqual(['QST']);
    expect(computeTotals(10000, 'QC', 0, { gstHst: false, provinces: [] }).taxCents).toBe(0);
  });

  it('lists the provinces a registration ticks one by one', () => {
    expect([...PROVINCIAL_TAX_PROVINCES].sort()).toEqual(['BC', 'MB', 'QC', 'SK']);
  });
});

describe('money that adds up (issue 44)', () => {
  // A $20-off code on an $18 piece.
  it('charges shipping on physical goods even when a code takes the goods to zero', () => {
    const flat = { flatRate: '12.00', freeOver: null, territoriesRate: null };
    const shipping = priceShipping(0, 'MB', flat, true);
    expect(shipping).toBe(1200);
    const t = computeTotals(1800, 'MB', 1800, EVERY_TAX, shipping);
    expect(t).toMatchObject({ discountCents: 1800, shippingCents: 1200, taxCents: 144, totalCents: 1344 });
    expect(priceShipping(0, 'MB', flat)).toBe(0);
  });

  it('never leaves less than $0.50 to pay by card: the code is lowered, and the totals say what was asked', () => {
    const t = computeTotals(1800, 'MB', 1800, EVERY_TAX, 0);
    expect(t.totalCents).toBeGreaterThanOrEqual(CARD_MINIMUM_CENTS);
    // 50 cents of goods, GST 3 and RST 4 (each rounded): 57 cents to pay.
    expect(t).toMatchObject({ discountCents: 1750, discountAskedCents: 1800, totalCents: 57 });
    expect(computeTotals(1800, 'MB', 500, EVERY_TAX, 0).discountAskedCents).toBeUndefined();
  });
});
