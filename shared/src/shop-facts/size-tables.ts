import { SIZES } from '../constants';

/** Necklace styles from the shortest (Choker 14-16 in) to the longest (Rope 36+ in). */
export const NECKLACE_LENGTHS = [
  { name: 'Choker', inches: '14-16 in', cm: '35-41 cm', sits: 'Snug at the base of the neck' },
  { name: 'Princess', inches: '17-19 in', cm: '43-48 cm', sits: 'Just below the collarbone; our most-loved pendant length' },
  { name: 'Matinee', inches: '20-24 in', cm: '51-61 cm', sits: 'At the top of the bust; lovely over a crew neck' },
  { name: 'Opera', inches: '28-34 in', cm: '71-86 cm', sits: 'At or below the bust; can be doubled as a choker' },
  { name: 'Rope', inches: '36+ in', cm: '91+ cm', sits: 'Long and flowing; wear it knotted, doubled or wrapped' },
] as const;

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

const BRACELET_NAMES: Record<string, string> = {
  XS: 'Extra small',
  S: 'Small',
  M: 'Medium',
  L: 'Large',
  XL: 'Extra large',
};

export const BRACELET_SIZES = SIZES.braceletSizes.map((size) => ({
  size,
  name: BRACELET_NAMES[size]!,
  ...BRACELET_WRIST[size]!,
}));
