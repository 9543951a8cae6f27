import { FREE_SHIPPING_EVERYWHERE } from '../money/price-shipping';
import { DEFAULT_PAYMENT_METHODS } from '../payment-methods';
import type { MoneySettings } from './money-claims';

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

/**
 * One of the shop's facts as the guide quotes it: the same words and numbers the shop's own page shows
 * (built by functions/src/ai/retrieval/state-shop-facts.ts from its catalogues and the policy texts).
 */
export type ShopFact = { topic: FactTopic; title: string; path: string; lines: string[] };

/** The settings a new shop has: free shipping everywhere, cards and wallets (docs/decisions/0038-shipping-she-sets.md, 0039-true-payment-methods.md). */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = { shipping: FREE_SHIPPING_EVERYWHERE, paymentMethods: DEFAULT_PAYMENT_METHODS };
