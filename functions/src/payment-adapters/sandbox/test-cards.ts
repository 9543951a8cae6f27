/** Stripe's test-card semantics, as the sandbox applies them. */
export type CardOutcome =
  | { ok: true }
  | { ok: false; code: string; declineCode?: string; message: string; webhook: boolean };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardOutcome(cardNumber: string): CardOutcome {
  switch (cardNumber) {
    case '4242424242424242':
      return { ok: true };
    case '4000000000000002':
      return { ok: false, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.', webhook: true };
    case '4000000000009995':
      return {
        ok: false,
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        webhook: true,
      };
  }
  if (!luhnValid(cardNumber)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.', webhook: false };
  }
  // Stripe's test mode declines real card numbers.
  return {
    ok: false,
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message: 'Your card was declined. Your request was in test mode, but used a non test card.',
    webhook: true,
  };
}
