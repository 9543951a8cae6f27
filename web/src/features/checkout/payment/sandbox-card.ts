export type SandboxCard = { number: string; expiry: string; cvc: string };
export type SandboxCardErrors = Partial<Record<keyof SandboxCard, string>>;

const digits = (s: string) => s.replace(/\D/g, '');

function luhn(n: string): boolean {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The checks Stripe's card field makes before anything is sent, with Stripe's wording. */
export function validateSandboxCard(card: SandboxCard, now = new Date()): SandboxCardErrors {
  const errors: SandboxCardErrors = {};
  const number = digits(card.number);
  if (number.length < 12 || number.length > 19) errors.number = 'Your card number is incomplete.';
  else if (!luhn(number)) errors.number = 'Your card number is invalid.';
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!m) errors.expiry = "Your card's expiration date is incomplete.";
  else {
    const year = 2000 + Number(m[2]);
    const month = Number(m[1]);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      errors.expiry = "Your card's expiration date is in the past.";
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  return errors;
}

/** Groups the digits in fours as the shopper types (4242 4242 4242 4242). */
export function formatCardNumber(value: string): string {
  return digits(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as the shopper types. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
