import { RETURNS, SIZES, WARRANTY } from '../constants/policies';
import { SHOP } from '../constants/shop';
import { FREE_SHIPPING_EVERYWHERE } from '../money/price-shipping';
import { DEFAULT_PAYMENT_METHODS } from '../payment-methods';
import { financingText, instalmentProviders, paymentsText, shippingText, type MoneySettings } from './money-claims';
import { customSizingTime, leadTimeClaim } from './lead-time-claims';
import { contactHoursLines } from './opening-hours';
import { PERSONALISED_RETURNS_RULE } from './personalised-returns';
import { BETWEEN_SIZES_RULE, RING_SIZE_RANGE } from './ring-size-rules';
import {
  CRYSTAL_CARE,
  EVERYDAY_CARE,
  METAL_CARE,
  WARRANTY_LINES,
  warrantySummary,
} from './policy-texts';
import { BRACELET_SIZES, NECKLACE_LENGTHS } from './size-tables';

export const FACT_TOPICS = [
  'shipping',
  'returns',
  'warranty',
  'sizes',
  'care',
  'financing',
  'consultations',
  'hours',
  'payments',
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

/** One of the shop's facts as the guide quotes it: the same words and numbers the shop's own page shows. */
export type ShopFact = { topic: FactTopic; title: string; path: string; lines: string[] };

/** The settings a new shop has: free shipping everywhere, cards and wallets (docs/decisions/0038-shipping-she-sets.md, 0039-true-payment-methods.md). */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = { shipping: FREE_SHIPPING_EVERYWHERE, paymentMethods: DEFAULT_PAYMENT_METHODS };

/**
 * The shop's facts by topic, built from the data the static pages render (path is relative to the base);
 * shipping, financing and payments from the shop's settings, as its pages state them.
 */
export const shopFactsFor = (m: MoneySettings): Record<FactTopic, ShopFact> => ({
  shipping: {
    topic: 'shipping',
    title: 'Shipping',
    path: '/terms',
    lines: [
      shippingText(m.shipping, 'en', m.customWorkDays ?? null),
      `We do not publish delivery times for each city: for a date, ask us through the contact page and we reply within ${SHOP.replyWithinHours} hours.`,
    ],
  },
  returns: {
    topic: 'returns',
    title: 'Returns & Exchanges',
    path: '/returns',
    lines: [
      `Satisfaction guarantee: ${RETURNS.satisfactionDays} days for a full refund or an exchange, for unworn pieces in their original packaging.`,
      `Quality issues: ${RETURNS.qualityIssueDays} days for a refund, replacement or free repair.`,
      `Custom orders: exchange only, including size adjustments, within ${RETURNS.customExchangeDays} days.`,
      PERSONALISED_RETURNS_RULE.en,
      `Refunds go to your original payment method within ${RETURNS.refundBusinessDays} business days of receipt.`,
      `Not returnable: ${RETURNS.nonReturnable.join(', ').toLowerCase()}.`,
    ],
  },
  warranty: {
    topic: 'warranty',
    title: 'Warranty',
    path: '/warranty',
    lines: [
      ...WARRANTY_LINES.map((l) => `${l.what}: ${l.term}. ${l.covers}`),
      warrantySummary.replace('Our warranty: ', 'In short: '),
      `Repairs or replacements are made within ${WARRANTY.repairDays} days and shipped back free.`,
    ],
  },
  sizes: {
    topic: 'sizes',
    title: 'Size Guide',
    path: '/size-guide',
    lines: [
      `Rings: ${RING_SIZE_RANGE.en}; we resize our rings within ${SIZES.ringResizeWithin} sizes up or down.`,
      BETWEEN_SIZES_RULE.en,
      `Necklace lengths: ${NECKLACE_LENGTHS.map((n) => `${n.name} ${n.inches}`).join(', ')}.`,
      `Bracelets: ${BRACELET_SIZES.map((b) => `${b.size} (wrist ${b.inches})`).join(', ')}.`,
      `Custom sizing: every piece is made by hand, so we can make it to your measurements; ${customSizingTime(m.customWorkDays, 'en')}.`,
    ],
  },
  care: {
    topic: 'care',
    title: 'Jewelry Care',
    path: '/jewelry-care',
    lines: [
      ...EVERYDAY_CARE.slice(0, 2),
      ...METAL_CARE.map((m) => `${m.name}: ${m.care}`),
      ...CRYSTAL_CARE.map((c) => `${c.name} (${c.examples}): ${c.care}`),
    ],
  },
  financing: {
    topic: 'financing',
    title: 'Financing',
    path: '/financing',
    lines: [financingText(m.paymentMethods, 'en')],
  },
  consultations: {
    topic: 'consultations',
    title: 'Consultations',
    path: '/contact',
    lines: [
      'Request a consultation through our contact page (tick the consultation box): crystal consultations, custom jewelry design, energy readings, chakra alignment and jewelry blessings.',
      `Online consultations are open 24/7, and we reply within ${SHOP.replyWithinHours} hours.`,
      leadTimeClaim(m.customWorkDays, 'en'),
    ],
  },
  hours: {
    topic: 'hours',
    title: 'Hours',
    path: '/contact',
    lines: [
      `Our ${SHOP.city} studio: ${contactHoursLines('en', m.week).join('; ')}.`,
      `Email ${SHOP.email}; we reply within ${SHOP.replyWithinHours} hours.`,
    ],
  },
  payments: {
    topic: 'payments',
    title: 'Payment',
    path: '/terms',
    lines: [paymentsText(m.paymentMethods, 'en'), ...(instalmentProviders(m.paymentMethods, 'en') ? [financingText(m.paymentMethods, 'en')] : [])],
  },
});

export const SHOP_FACTS: Record<FactTopic, ShopFact> = shopFactsFor(DEFAULT_MONEY_SETTINGS);
