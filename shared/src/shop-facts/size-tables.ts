import { BRACELET_MEASURES } from './size-measures';

/** Necklace styles from the shortest (Choker 14-16 in) to the longest (Rope 36+ in). */
export const NECKLACE_LENGTHS = [
  { name: 'Choker', inches: '14-16 in', cm: '35-41 cm', sits: 'Snug at the base of the neck' },
  { name: 'Princess', inches: '17-19 in', cm: '43-48 cm', sits: 'Just below the collarbone; our most-loved pendant length' },
  { name: 'Matinee', inches: '20-24 in', cm: '51-61 cm', sits: 'At the top of the bust; lovely over a crew neck' },
  { name: 'Opera', inches: '28-34 in', cm: '71-86 cm', sits: 'At or below the bust; can be doubled as a choker' },
  { name: 'Rope', inches: '36+ in', cm: '91+ cm', sits: 'Long and flowing; wear it knotted, doubled or wrapped' },
] as const;

const BRACELET_NAMES: Record<string, string> = {
  XS: 'Extra small',
  S: 'Small',
  M: 'Medium',
  L: 'Large',
  XL: 'Extra large',
};

/** Each bracelet size with its English name and wrist measurement. */
export const BRACELET_SIZES = BRACELET_MEASURES.map(({ size, inches, cm }) => ({ size, name: BRACELET_NAMES[size]!, inches, cm }));
