import { describe, expect, it } from 'vitest';
import { describeTaxStatus } from './describe-tax-status';
import { DEMO_GST_HST_NUMBER } from './tax-numbers';

describe('describeTaxStatus', () => {
  it('says plainly that a shop registered nowhere charges no tax', () => {
    expect(describeTaxStatus({ gstHstNumber: '', taxRegistrations: [] })).toEqual({
      charging: false,
      text: 'Your shop charges no tax. When you register for GST/HST or a provincial sales tax, enter the numbers in Settings.',
    });
  });
  it('names what a registered shop charges', () => {
    expect(describeTaxStatus({ gstHstNumber: '123456789RT0001', taxRegistrations: ['MB'] }).text).toBe(
      'Your shop charges GST/HST in every province and the provincial tax in Manitoba.',
    );
    expect(describeTaxStatus({ gstHstNumber: '', taxRegistrations: ['QC', 'ON'] }).text).toBe(
      'Your shop charges no GST/HST (no GST/HST number entered) and the provincial tax in Quebec.',
    );
  });
  it('names the demo number as a demo', () => {
    expect(describeTaxStatus({ gstHstNumber: DEMO_GST_HST_NUMBER, taxRegistrations: 'all' }).text).toMatch(/demo shop’s: enter your own/);
  });
});
