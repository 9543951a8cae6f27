import { SHOP } from '@crystal/shared/constants/shop';
import { SIZES } from '@crystal/shared/constants/policies';
import { BETWEEN_SIZES_RULE, RING_SIZE_RANGE } from '@crystal/shared/shop-facts/ring-size-rules';
import { RING_SIZES } from '@crystal/shared/shop-facts/size-measures';
import { BRACELET_SIZES, NECKLACE_LENGTHS } from '@crystal/shared/shop-facts/size-tables';
import type { SizeGuideContent } from '../../components/size-guide-page';

const mm = (n: number) => `${n.toFixed(1)} mm`;
const firstRing = SIZES.ringSizes[0];
const lastRing = SIZES.ringSizes[SIZES.ringSizes.length - 1];
const firstBracelet = SIZES.braceletSizes[0];
const lastBracelet = SIZES.braceletSizes[SIZES.braceletSizes.length - 1];

export const content: SizeGuideContent = {
  title: 'Size Guide',
  eyebrow: 'Find your fit',
  description: `Necklace lengths from Choker to Rope, ring sizes ${firstRing}-${lastRing} with diameters in mm, bracelet sizes ${firstBracelet}-${lastBracelet}, how to measure at home and custom sizing.`,
  lead: 'A piece you love should sit just right. Here is how our necklaces, rings and bracelets are sized, and how to measure yourself at home with nothing more than a strip of paper and a ruler.',
  necklaces: {
    title: 'Necklace lengths',
    text: 'Our chains come in five classic lengths. If you are between two, choose the longer one: a pendant hangs a little lower than the chain length suggests.',
    caption: 'Necklace lengths, shortest to longest',
    headers: ['Style', 'Length (in)', 'Length (cm)', 'Where it sits'],
    rows: NECKLACE_LENGTHS.map((n) => [n.name, n.inches, n.cm, n.sits]),
  },
  rings: {
    title: 'Ring size chart',
    text: `We make rings in ${RING_SIZE_RANGE.en}. Measure the inside diameter of a ring that already fits you, or the circumference of your finger. ${BETWEEN_SIZES_RULE.en}`,
    caption: `Ring sizes ${firstRing} to ${lastRing} with inside diameter and circumference`,
    headers: ['Ring size', 'Inside diameter', 'Circumference'],
    rows: RING_SIZES.map((r) => [`Size ${r.size}`, mm(r.diameter), mm(r.circumference)]),
  },
  bracelets: {
    title: 'Bracelet sizes',
    text: 'Measure your wrist snugly, just below the wrist bone, then find your size. We add about half an inch (1.3 cm) of ease so the bracelet moves comfortably.',
    caption: `Bracelet sizes ${firstBracelet} to ${lastBracelet} by wrist measurement`,
    headers: ['Size', 'Name', 'Wrist (in)', 'Wrist (cm)'],
    rows: BRACELET_SIZES.map((b) => [b.size, b.name, b.inches, b.cm]),
  },
  measure: {
    title: 'How to measure',
    parts: [
      {
        title: 'Your ring size',
        steps: [
          'Wrap a thin strip of paper around the base of your finger, snug but not tight.',
          'Mark where the paper overlaps, then lay it flat and measure the length in millimetres.',
          'That is your circumference: find the closest value in the ring chart, or the next size up.',
          'Measure at the end of the day, when fingers are at their largest, and make sure it slides over your knuckle.',
        ],
      },
      {
        title: 'Your wrist',
        steps: [
          'Wrap a soft tape measure (or a strip of paper) around your wrist just below the wrist bone.',
          'Read the measurement where it meets, without pulling it tight.',
          'Match it to the bracelet table; for a looser fit, choose the next size up.',
        ],
      },
      {
        title: 'Your necklace length',
        steps: [
          'Lay a string around your neck and let it fall to where you would like the pendant to rest.',
          'Measure the string from end to end and compare it with the necklace table.',
        ],
      },
    ],
  },
  custom: {
    title: 'Custom sizing and resizing',
    text: `Between sizes, or need something longer or shorter than our chart? Every piece is made by hand, so we are happy to make it to your measurements. Tell us what you need when you order, or <contact>send us a message</contact>; we reply within ${SHOP.replyWithinHours} hours.`,
    resizing: `<strong>Ring resizing:</strong> we can resize our rings within ${SIZES.ringResizeWithin} sizes up or down. Beyond ${SIZES.ringResizeWithin} sizes the stone setting would be strained, so we remake the ring instead.`,
  },
};
