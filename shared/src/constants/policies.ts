/** The terms the policy pages, the guide and the mails state: warranty, returns, financing, sizes, privacy. */

export const WARRANTY = {
  craftsmanshipYears: 1,
  crystalAuthenticity: 'lifetime',
  materialQualityMonths: 6,
  claimReviewHours: 24,
  repairDays: '5-7',
} as const;

export const RETURNS = {
  satisfactionDays: 30,
  qualityIssueDays: 60,
  customExchangeDays: 14,
  refundBusinessDays: '3-5',
  nonReturnable: [
    'Pierced jewelry',
    'Misused items',
    'Chemical-exposed items',
    'Sale or clearance items',
    'Items over 60 days',
  ],
} as const;

/**
 * "4 payments over 6 weeks": Afterpay/Clearpay's and Klarna's plan through Stripe, described only when the
 * settings enable one of them (docs/decisions/0039-true-payment-methods.md). The shop runs no plan itself.
 */
export const FINANCING = {
  payments: 4,
  weeks: 6,
  todayPercent: 25,
} as const;

export const SIZES = {
  ringResizeWithin: 2,
  ringSizes: [4, 5, 6, 7, 8, 9, 10],
  braceletSizes: ['XS', 'S', 'M', 'L', 'XL'],
} as const;

export const PRIVACY_RESPONSE_DAYS = 30;
