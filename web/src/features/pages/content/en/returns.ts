import { RETURNS } from '@crystal/shared/constants/policies';
import { SHOP } from '@crystal/shared/constants/shop';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import type { ReturnsContent } from '../../components/returns-page';

export const content: ReturnsContent = {
  title: 'Returns & Exchanges',
  eyebrow: 'Satisfaction guarantee',
  description: `Return any piece within {returnWindowDays} days, quality issues within ${RETURNS.qualityIssueDays} days; custom orders exchange only within ${RETURNS.customExchangeDays} days. Refunds within ${RETURNS.refundBusinessDays} business days.`,
  lead: 'We want you to love what you receive. If a piece is not right for you, here is how returns and exchanges work.',
  windows: {
    title: 'Return windows',
    caption: 'How long you have to return or exchange a piece, counted from delivery',
    headers: ['Situation', 'Window', 'What we offer'],
    rows: [
      [
        'Satisfaction guarantee',
        '{returnWindowDays} days',
        'A full refund or an exchange for any reason, for unworn pieces in their original packaging.',
      ],
      [
        'Quality issues',
        `${RETURNS.qualityIssueDays} days`,
        'A refund, replacement or free repair if something is wrong with the making or the materials.',
      ],
      [
        'Custom orders and personalised (engraved) pieces',
        `${RETURNS.customExchangeDays} days`,
        `${PERSONALISED_RETURNS_RULE.en} Size adjustments included; they cannot be refunded.`,
      ],
      [
        'Gift cards',
        'Until any of it is spent',
        'A full refund to your original payment method; once part of a card has been spent, it cannot be refunded.',
      ],
    ],
  },
  howTo: {
    title: 'How to return a piece',
    steps: [
      'Write to us at <mail>{replyToEmail}</mail> or through the <contact>contact form</contact> with your order number and what you would like to do.',
      `We send you the return address and instructions, usually within ${SHOP.replyWithinHours} hours.`,
      'Pack the piece in its pouch and box and ship it with tracking.',
      `Once it arrives, we refund you to your original payment method within ${RETURNS.refundBusinessDays} business days of receipt.`,
    ],
  },
  cannot: {
    title: 'Items we cannot take back',
    intro: 'For hygiene and fairness, the following cannot be returned:',
    items: RETURNS.nonReturnable,
    after: 'Quality issues outside these windows may still be covered by our <warranty>warranty</warranty>.',
  },
};
