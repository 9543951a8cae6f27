import { SIZES } from '../constants/policies';

/**
 * The sizes' measurements, the same in every language (size-tables.ts adds the English words; the French
 * pages take their words from policy-texts-fr.ts), so a page in one language loads no other language's text.
 */

/** Inside diameter and circumference in millimetres for each Canadian/US ring size we make. */
const RING_MM: Record<number, { diameter: number; circumference: number }> = {
  4: { diameter: 14.9, circumference: 46.8 },
  5: { diameter: 15.7, circumference: 49.3 },
  6: { diameter: 16.5, circumference: 51.9 },
  7: { diameter: 17.3, circumference: 54.4 },
  8: { diameter: 18.1, circumference: 57.0 },
  9: { diameter: 19.0, circumference: 59.5 },
  10: { diameter: 19.8, circumference: 62.1 },
};

export const RING_SIZES = SIZES.ringSizes.map((size) => ({ size, ...RING_MM[size]! }));

/** Wrist measurement (snug, before adding ease) for each bracelet size. */
const BRACELET_WRIST: Record<string, { inches: string; cm: string }> = {
  XS: { inches: '5.5-6 in', cm: '14-15 cm' },
  S: { inches: '6-6.5 in', cm: '15-16.5 cm' },
  M: { inches: '6.5-7 in', cm: '16.5-18 cm' },
  L: { inches: '7-7.5 in', cm: '18-19 cm' },
  XL: { inches: '7.5-8 in', cm: '19-20.5 cm' },
};

export const BRACELET_MEASURES = SIZES.braceletSizes.map((size) => ({ size, ...BRACELET_WRIST[size]! }));
