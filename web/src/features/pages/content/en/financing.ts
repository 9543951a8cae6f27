import { FINANCING, SHOP } from '@crystal/shared/constants';
import { dollars, FINANCING_ELIGIBILITY, financingSummary } from '@crystal/shared/shop-facts/policy-texts';
import type { FinancingContent } from '../../components/financing-page';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const payments = WORDS[FINANCING.payments] ?? String(FINANCING.payments);

export const content: FinancingContent = {
  title: 'Financing',
  eyebrow: 'Pay over time',
  description: financingSummary,
  lead: `Spread the cost of a special piece without paying a cent of interest: ${payments} interest-free payments over ${FINANCING.weeks} weeks, with ${FINANCING.todayPercent}% paid today.`,
  howItWorks: {
    title: 'How it works',
    payment: (n) => `Payment ${n}`,
    today: 'Today',
    week: (n) => `Week ${n}`,
    percent: `${FINANCING.todayPercent}%`,
    example: `For example, a {price} necklace becomes ${payments} payments of {share}: the first today, then one every {everyWeeks} weeks. No interest and no fees.`,
  },
  dollars,
  cents: (n) => `$${n.toFixed(2)}`,
  eligible: {
    title: 'Who is eligible',
    intro: 'A payment plan is open to you when you have:',
    items: FINANCING_ELIGIBILITY,
  },
  setUp: {
    title: 'How to set up your plan',
    steps: [
      'Send us a message through our <contact>contact page</contact> with the piece you would like and “Payment plan” as the subject.',
      `We reply within ${SHOP.replyWithinHours} hours, confirm the four conditions above and reserve the piece for you.`,
      `You pay the first ${FINANCING.todayPercent}% that day with your Canadian card, and your piece ships. The remaining payments follow every {everyWeeks} weeks.`,
    ],
    after:
      'You can pay off the balance early at any time, at no cost. Returns follow our usual <returns>returns policy</returns>, and anything refunded goes back to the card your payments came from.',
  },
};
