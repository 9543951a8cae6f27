import { FINANCING } from '@crystal/shared/constants/policies';
import { dollars } from '@crystal/shared/shop-facts/policy-texts';
import type { FinancingContent } from '../../components/financing-page';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const payments = WORDS[FINANCING.payments] ?? String(FINANCING.payments);

export const content: FinancingContent = {
  language: 'en',
  title: 'Financing',
  eyebrow: 'Paying for your piece',
  paying: {
    title: 'How you pay',
    noPlanOfOurOwn: 'We do not run payment plans ourselves: a piece is paid for when you order it.',
  },
  plan: {
    title: 'How it works',
    payment: (n) => `Payment ${n}`,
    today: 'Today',
    week: (n) => `Week ${n}`,
    percent: `${FINANCING.todayPercent}%`,
    example: `For example, a {price} necklace becomes ${payments} payments of {share} to {providers}: the first today, then one every {everyWeeks} weeks.`,
    steps: [
      'At checkout, choose {providers} in the payment form.',
      '{providers} decides on the spot whether to offer you the plan, and pays us for the piece in full.',
      `You repay {providers} in ${payments} payments over ${FINANCING.weeks} weeks, on its own terms.`,
      'Returns follow our usual <returns>returns policy</returns>; a refund goes back through {providers}.',
    ],
  },
  customWork: {
    title: 'Custom work',
    text: 'For a piece made for you, our quote may ask for a deposit first; we send you a link for the balance once your piece is made. Ask through our <contact>contact page</contact>.',
  },
  dollars,
  cents: (n) => `$${n.toFixed(2)}`,
};
