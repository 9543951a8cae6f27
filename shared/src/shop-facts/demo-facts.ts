/**
 * The demo shop's facts, detected in one place (issue 44 build 4): the seeded settings carry a phone in the
 * 555-0100 to 555-0199 range, kept for fiction, which reaches no one. Such a number is never published in
 * structured data, and /admin's overview asks the artisan for her own. No libphonenumber here: the
 * storefront bundles this.
 */
export function isDemoPhone(text: string): boolean {
  const digits = text.replace(/ext.*$/i, '').replace(/\D/g, '');
  return /^1?\d{3}55501\d\d$/.test(digits);
}

/** The phone a page may publish: the artisan's own, or none while the demo number stands. */
export function publishablePhone(phone: string): string {
  return phone && !isDemoPhone(phone) ? phone : '';
}
