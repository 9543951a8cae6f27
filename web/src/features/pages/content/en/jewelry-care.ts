import { CRYSTAL_CARE, EVERYDAY_CARE, METAL_CARE } from '@crystal/shared/shop-facts/policy-texts';
import type { JewelryCareContent } from '../../components/jewelry-care-page';

export const content: JewelryCareContent = {
  title: 'Jewelry Care',
  eyebrow: 'Keep it glowing',
  description:
    'How to care for sterling silver, gold-filled and copper jewellery and for natural crystals and gemstones: cleaning, storage and everyday habits.',
  lead: 'Natural crystals and fine metals ask for a little gentle attention. A few simple habits keep your piece looking the way it did the day it arrived.',
  everyday: { title: 'Everyday habits', items: EVERYDAY_CARE },
  metal: { title: 'Metal care', items: METAL_CARE },
  crystal: {
    title: 'Crystal care',
    intro:
      "Every stone is different. Check the Care Guide tab on your piece's page for its own instructions; in general:",
    examples: (examples) => `For example: ${examples}`,
    items: CRYSTAL_CARE,
    cleansing: {
      title: 'Cleansing your crystals',
      text: 'Many people like to cleanse their stones energetically. Gentle ways that are safe for every stone are resting the piece on a selenite plate, in moonlight on a windowsill, or with the smoke of sage or palo santo. Avoid salt water: it can pit soft stones and tarnish metal.',
    },
  },
  professional: {
    title: 'Repairs',
    text: 'If something does go wrong, see our <warranty>warranty</warranty> or <contact>get in touch</contact>.',
  },
};
