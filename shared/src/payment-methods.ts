/**
 * The payment methods the shop may offer, as Stripe names them (docs/decisions/0039-true-payment-methods.md).
 * Cards, Apple Pay and Google Pay come with the Payment Element (the wallets once the shop's domain is
 * registered with Stripe); Afterpay/Clearpay and Klarna only when the artisan turns them on in Stripe and
 * says so in the settings. PayPal is not among them: Stripe offers it to European businesses, not Canadian
 * ones, so the shop never claims it.
 */
export const PAYMENT_METHODS = ['card', 'apple_pay', 'google_pay', 'afterpay_clearpay', 'klarna'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a shop offers until the artisan says otherwise. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'apple_pay', 'google_pay'];

/** The "4 payments over 6 weeks" methods: Stripe pays the shop in full and carries the credit risk. */
export const INSTALMENT_METHODS: readonly PaymentMethod[] = ['afterpay_clearpay', 'klarna'];

export const offersInstalments = (methods: readonly PaymentMethod[]) => methods.some((m) => INSTALMENT_METHODS.includes(m));

/** How each method is named on a page, in both languages (brand names stay as they are). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Visa, Mastercard, Amex',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  afterpay_clearpay: 'Afterpay',
  klarna: 'Klarna',
};

/** "Visa, Mastercard, Amex, Apple Pay and Google Pay" / "... et Google Pay", in the order of PAYMENT_METHODS. */
export function paymentMethodsText(methods: readonly PaymentMethod[], language: 'en' | 'fr' = 'en'): string {
  const names = PAYMENT_METHODS.filter((m) => methods.includes(m)).map((m) => PAYMENT_METHOD_NAMES[m]);
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${names.at(-1)}`;
}

/** schema.org's names, for the structured data's paymentAccepted. */
export function paymentAcceptedText(methods: readonly PaymentMethod[]): string {
  return PAYMENT_METHODS.filter((m) => methods.includes(m))
    .map((m) => (m === 'card' ? 'Credit Card' : PAYMENT_METHOD_NAMES[m]))
    .join(', ');
}
