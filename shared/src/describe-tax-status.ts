import { PROVINCES, type ProvinceCode } from './provinces';
import { PROVINCIAL_TAX_PROVINCES } from './tax';
import { isDemoTaxNumber } from './tax-numbers';

type TaxSettings = { gstHstNumber: string; taxRegistrations: 'all' | readonly ProvinceCode[] };

const nameOf = (code: ProvinceCode) => PROVINCES.find((p) => p.code === code)?.name ?? code;

/**
 * The overview's plain sentence on what the shop charges (docs/decisions/0090-tax-only-where-registered.md):
 * no tax at all until she enters her numbers, and the demo number named as a demo.
 */
export function describeTaxStatus(s: TaxSettings): { charging: boolean; text: string } {
  const provinces = s.taxRegistrations === 'all' ? PROVINCIAL_TAX_PROVINCES : s.taxRegistrations.filter((p) => PROVINCIAL_TAX_PROVINCES.includes(p));
  const gst = s.gstHstNumber.trim() !== '';
  if (!gst && provinces.length === 0) {
    return { charging: false, text: 'Your shop charges no tax. When you register for GST/HST or a provincial sales tax, enter the numbers in Settings.' };
  }
  const parts = [
    gst ? 'GST/HST in every province' : 'no GST/HST (no GST/HST number entered)',
    provinces.length ? `the provincial tax in ${provinces.map(nameOf).join(', ')}` : 'no provincial tax',
  ];
  const demo = gst && isDemoTaxNumber(s.gstHstNumber) ? ' Its GST/HST number is the demo shop’s: enter your own before you go live.' : '';
  return { charging: true, text: `Your shop charges ${parts.join(' and ')}.${demo}` };
}
