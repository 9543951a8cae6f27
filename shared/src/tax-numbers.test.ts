import { describe, expect, it } from 'vitest';
import { computeTaxLines, taxScopeOf } from './tax';
import { DEMO_GST_HST_NUMBER, receiptTaxNumbers, taxNumbersFor } from './tax-numbers';

const settings = { gstHstNumber: '123456789RT0001', taxRegistrations: ['QC'] as const, provincialTaxNumbers: { QC: '1234567890TQ0001' } };

describe('taxNumbersFor', () => {
  it('prints the GST/HST number and the province’s own number for the taxes charged', () => {
    const qc = computeTaxLines(10000, 'QC', taxScopeOf(settings));
    expect(taxNumbersFor(settings, 'QC', qc)).toEqual([
      { tax: 'GST/HST', number: '123456789RT0001' },
      { tax: 'QST', number: '1234567890TQ0001' },
    ]);
    expect(taxNumbersFor(settings, 'ON', computeTaxLines(10000, 'ON', taxScopeOf(settings)))).toEqual([{ tax: 'GST/HST', number: '123456789RT0001' }]);
  });

  it('prints nothing for an order charged no tax', () => {
    const none = { gstHstNumber: '', taxRegistrations: [] as const };
    expect(taxNumbersFor(none, 'ON', computeTaxLines(10000, 'ON', taxScopeOf(none)))).toEqual([]);
  });

  it('marks the demo number as a demo', () => {
    const demo = { gstHstNumber: DEMO_GST_HST_NUMBER };
    expect(taxNumbersFor(demo, 'MB', [{ name: 'GST' }])).toEqual([{ tax: 'GST/HST', number: DEMO_GST_HST_NUMBER, demo: true }]);
  });
});

describe('receiptTaxNumbers', () => {
  it('prints the numbers the order was taxed under, not today’s settings', () => {
    const order = { taxNumbers: [{ tax: 'GST/HST' as const, number: '123456789RT0001' }] };
    expect(receiptTaxNumbers(order, { gstHstNumber: '' })).toEqual(order.taxNumbers);
    expect(receiptTaxNumbers({ taxNumbers: [] }, { gstHstNumber: '987654321RT0001' })).toEqual([]);
  });
  it('falls back to the settings’ GST/HST number for an order placed before numbers were kept', () => {
    expect(receiptTaxNumbers({}, { gstHstNumber: '987654321RT0001' })).toEqual([{ tax: 'GST/HST', number: '987654321RT0001' }]);
  });
});
