import { WARRANTY } from '@crystal/shared/constants/policies';
import { WARRANTY_LINES, warrantySummary } from '@crystal/shared/shop-facts/policy-texts';
import type { WarrantyContent } from '../../components/warranty-page';

export const content: WarrantyContent = {
  title: 'Warranty',
  eyebrow: 'Made to last',
  description: warrantySummary,
  lead: 'We make every piece to be worn and loved for years, and we stand behind it. Here is exactly what is covered and for how long.',
  covered: {
    title: 'What is covered',
    caption: 'Warranty coverage and how long it lasts',
    headers: ['Coverage', 'How long', 'What it covers'],
    rows: WARRANTY_LINES.map((l) => [l.what, l.term, l.covers]),
    after: 'The warranty runs from the day your order is delivered and covers the original purchaser.',
  },
  notCovered: {
    title: 'What is not covered',
    items: [
      'Natural tarnish and patina on silver, copper and brass (see our jewelry care guide).',
      'Damage from accidents, misuse, or exposure to chemicals, chlorine or salt water.',
      'Chips or scratches in stones from knocks and drops.',
      'Pieces altered or repaired by someone other than us.',
    ],
  },
  claim: {
    title: 'How to make a claim',
    steps: [
      'Email <mail>{replyToEmail}</mail> or use our <contact>contact form</contact> with your order number and a photo of the issue.',
      `We review every claim within ${WARRANTY.claimReviewHours} hours and send you a prepaid shipping label.`,
      `Once your piece arrives, we repair or replace it within ${WARRANTY.repairDays} days and ship it back to you free of charge.`,
    ],
  },
};
