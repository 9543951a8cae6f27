/** Business constants (docs/decisions/0021-constants-and-timings.md). */
export const CURRENCY = 'CAD' as const;
export const COUNTRY = 'Canada' as const;
export const LOCALE = 'en-CA' as const;

export const SESSION_STORAGE_KEY = 'crystal-shop.session-id';
export const SESSION_HEADER = 'x-session-id';
export const PLATFORM_HEADER = 'x-platform';
/** The admin's sign-in settings, written beside index.html by the stack and read by /admin at run time. */
export const ADMIN_CONFIG_FILE = 'admin-config.json';

/** Largest number of distinct pieces in one cart (one order is one DynamoDB transaction of 2 writes per line). */
export const MAX_ORDER_LINES = 40;

export const LIMITS = {
  maxBodyBytes: 64 * 1024,
  lowStockThreshold: 5,
  phoneMinLength: 10,
  postalCodeMinLength: 6,
} as const;

/** The interaction pattern's thresholds (evaluatePattern, used by the product page and the server alike). */
export const AI_TIMING = {
  patternFocusedSeconds: 60,
  patternDecidingSeconds: 120,
  patternLeavingSeconds: 300,
  leavingUrgencyConfidence: 0.9,
} as const;

export const AI_CHAT_DEFAULTS = { maxTokens: 500, temperature: 0.7, priority: 'medium' } as const;

export const OFFER = { percentOff: 15, validMinutes: 20 } as const;

/**
 * An order holds its stock for `intentMinutes` until its payment starts (the payment intent is created),
 * then for `reservationMinutes` from that moment. One client holds at most `maxUnpaidUnitsPerClient`
 * units in unpaid orders at once.
 */
export const PAYMENT = { reservationMinutes: 30, intentMinutes: 10, maxUnpaidUnitsPerClient: 10 } as const;

export const SHOP = {
  name: 'Sacred Crystal Jewelry',
  city: 'Winnipeg',
  province: 'Manitoba',
  country: 'Canada',
  email: 'hello@sacredcrystaljewelry.ca',
  replyWithinHours: 24,
  customOrderBusinessDays: '2-3',
  geo: { latitude: 49.8951, longitude: -97.1384 },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
    { days: ['Saturday'], opens: '10:00', closes: '17:00' },
    { days: ['Sunday'], opens: '12:00', closes: '16:00' },
  ],
  contactHours: [
    'Mon-Fri 10:00 AM-6:00 PM',
    'Sat 10:00 AM-5:00 PM',
    'Sun by appointment',
    'Online consultations 24/7',
  ],
  etsyShopUrl: 'https://www.etsy.com/shop/SacredCrystalJewelry',
  social: {
    facebook: 'https://www.facebook.com/sacredcrystaljewelry',
    instagram: 'https://www.instagram.com/sacredcrystaljewelry',
    etsy: 'https://www.etsy.com/shop/SacredCrystalJewelry',
    linktree: 'https://linktr.ee/sacredcrystaljewelry',
  },
} as const;

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
    'Custom engraved items',
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

export const CONSULTATION_SUBJECTS = [
  'Crystal Consultation',
  'Custom Jewelry Design',
  'Energy Reading',
  'Chakra Alignment',
  'Sacred Jewelry Blessing',
  'General Inquiry',
] as const;

/** The five fixed phrases of the keyword monitor. */
export const MONITORED_KEYWORDS = [
  'amethyst necklace',
  'healing crystals',
  'wire wrapped pendant',
  'rose quartz',
  'chakra bracelet',
] as const;
