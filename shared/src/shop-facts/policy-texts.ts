import { WARRANTY } from '../constants/policies';
import { groupThousands } from '../money/cents';

/**
 * The shop's own words for its policies: the static pages render these and the crystal guide quotes them,
 * so the two can never disagree.
 */
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
export const dollars = (n: number) => `$${groupThousands(n, 'en-CA')}`;

export const WARRANTY_LINES = [
  {
    what: 'Craftsmanship',
    term: plural(WARRANTY.craftsmanshipYears, 'year'),
    covers: 'Loosened wraps, broken solder joints, failed clasps and settings from normal wear.',
  },
  {
    what: 'Crystal authenticity',
    term: WARRANTY.crystalAuthenticity === 'lifetime' ? 'Lifetime' : WARRANTY.crystalAuthenticity,
    covers:
      'Every stone is the natural crystal we describe. If it is ever shown not to be, we refund you in full.',
  },
  {
    what: 'Material quality',
    term: plural(WARRANTY.materialQualityMonths, 'month'),
    covers: 'Chains, wire and findings that discolour, flake or break under ordinary use.',
  },
] as const;

export const warrantySummary = `Our warranty: craftsmanship ${plural(WARRANTY.craftsmanshipYears, 'year')}, crystal authenticity for life, material quality ${plural(WARRANTY.materialQualityMonths, 'month')}. Claims reviewed within ${WARRANTY.claimReviewHours} hours.`;

export const METAL_CARE = [
  {
    name: 'Sterling silver',
    care: 'Silver darkens when it meets air and moisture. Wipe it with a soft polishing cloth after wearing, and store it in the small zip pouch it came in to slow tarnish. For deeper tarnish, use a silver cloth; avoid dips and pastes near crystals.',
  },
  {
    name: 'Gold-filled and 14k gold',
    care: 'Wash gently in lukewarm water with a drop of mild soap, rinse, and pat dry with a lint-free cloth. Gold-filled layers are thick and durable but should never be scrubbed with abrasives.',
  },
  {
    name: 'Copper and brass wire',
    care: 'These warm metals develop a natural patina. To brighten them, rub lightly with a polishing cloth. Keep them dry, and take them off before washing your hands or swimming.',
  },
] as const;

export const CRYSTAL_CARE = [
  {
    name: 'Soft and water-sensitive stones',
    examples: 'Selenite, malachite, turquoise, lapis lazuli, opal',
    care: 'Keep them away from water and soaps. Dust with a dry, soft brush or cloth only.',
  },
  {
    name: 'Hard quartz-family stones',
    examples: 'Amethyst, rose quartz, clear quartz, citrine, smoky quartz',
    care: 'Rinse briefly in lukewarm water and dry right away. Keep them out of strong sunlight for long periods: amethyst and rose quartz can fade.',
  },
  {
    name: 'Porous and organic stones',
    examples: 'Pearl, amber, moonstone',
    care: 'Put them on last, after perfume, lotion and hairspray, and wipe them with a damp cloth after wearing.',
  },
] as const;

export const EVERYDAY_CARE = [
  'Put jewellery on last and take it off first: after perfume, lotion and makeup, before bed.',
  'Take it off before swimming, bathing, cleaning, the gym or gardening.',
  'Store each piece on its own, in its pouch or a lined box, so stones and chains cannot scratch each other.',
  'Keep household chemicals, chlorine and ultrasonic cleaners away from your crystals.',
] as const;
