import { currentLocale } from '@/i18n/i18n';
import { createTranslator, type MessageValues } from '@/i18n/create-translator';
import { ApiError } from '@/lib/api-client';
import en from './messages/en.json';

const t = createTranslator(en);

type Key = keyof typeof en;
type Rule = { pattern: RegExp; key: Key; values?: (m: RegExpExecArray) => MessageValues };

const name = (m: RegExpExecArray) => ({ name: m[1]! });

/**
 * The messages the API gives shoppers (stock, limits, payment, declined cards), each with its key in this
 * folder's catalogue. The API speaks English to every client; the web shows its own words for them.
 */
const RULES: Rule[] = [
  { pattern: /^Sorry, "(.+)" is out of stock\.$/, key: 'outOfStock', values: name },
  {
    pattern: /^Sorry, only (\d+) of "(.+)" (?:is|are) in stock and you already have (\d+) in your cart\.$/,
    key: 'onlyInStockWithCart',
    values: (m) => ({ stock: Number(m[1]), name: m[2]!, inCart: Number(m[3]) }),
  },
  {
    pattern: /^Sorry, only (\d+) of "(.+)" (?:is|are) in stock\.$/,
    key: 'onlyInStock',
    values: (m) => ({ stock: Number(m[1]), name: m[2]! }),
  },
  { pattern: /^Sorry, "(.+)" is no longer available\.$/, key: 'noLongerAvailable', values: name },
  { pattern: /^Your cart is empty\. Please add items before checking out\.$/, key: 'cartEmpty' },
  { pattern: /^An order can hold up to (\d+) different pieces\./, key: 'orderLineLimit', values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Your cart can hold up to (\d+) different pieces\./, key: 'cartLineLimit', values: (m) => ({ max: Number(m[1]) }) },
  { pattern: /^Your (\d+)% offer has expired or was already used\./, key: 'offerExpired', values: (m) => ({ percent: Number(m[1]) }) },
  {
    pattern: /^You already have (\d+) pieces waiting for payment\..*\(up to (\d+) minutes\).*at most (\d+) pieces/,
    key: 'unpaidHeld',
    values: (m) => ({ held: Number(m[1]), minutes: Number(m[2]), max: Number(m[3]) }),
  },
  { pattern: /^Too many checkouts at once from your connection\./, key: 'tooManyCheckouts' },
  { pattern: /^Too many requests\. Please wait (\d+) seconds/, key: 'tooManyRequests', values: (m) => ({ seconds: Number(m[1]) }) },
  { pattern: /^This order has already been paid\.$/, key: 'alreadyPaid' },
  { pattern: /^This order can no longer be paid\./, key: 'noLongerPayable' },
  { pattern: /^This order already has a different payment\./, key: 'otherPayment' },
  { pattern: /^Your card was declined\. Your request was in test mode/, key: 'liveCardInTestMode' },
  { pattern: /^Your card was declined\.$/, key: 'cardDeclined' },
  { pattern: /^Your card has insufficient funds\.$/, key: 'insufficientFunds' },
  { pattern: /^Your card number is incorrect\.$/, key: 'numberIncorrect' },
  { pattern: /^Your card number is incomplete\.$/, key: 'numberIncomplete' },
  { pattern: /^Your card number is invalid\.$/, key: 'numberInvalid' },
  { pattern: /^Your card's expiration date is incomplete\.$/, key: 'expiryIncomplete' },
  { pattern: /^Your card's expiration date is in the past\.$/, key: 'expiryPast' },
  { pattern: /^Your card's security code is incomplete\.$/, key: 'cvcIncomplete' },
];

/**
 * A message from the API (or the card checks, which use Stripe's English wording) in the page's
 * language. English gives the message back unchanged; French gives the French of a known message, or
 * `frenchFallback` (the caller's own French for what failed) for any other, so no English reaches a
 * French page.
 */
export function translateServerMessage(message: string, frenchFallback: string): string {
  if (currentLocale() !== 'fr') return message;
  for (const rule of RULES) {
    const m = rule.pattern.exec(message);
    if (m) return t(rule.key, rule.values?.(m));
  }
  return frenchFallback;
}

/**
 * `errorMessage` in the page's language: the API's `{ error }` text (translated on the French site),
 * else `fallback`, which the caller gives already in the page's language.
 */
export function shopperErrorMessage(error: unknown, fallback: string): string {
  const server = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : undefined;
  return server ? translateServerMessage(server, fallback) : fallback;
}
