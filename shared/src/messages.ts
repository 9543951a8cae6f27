/** Validation messages of docs/decisions/0022-validation-rules.md, as data shared by forms and parsers. */
export const CHECKOUT_MESSAGES = {
  email: 'Invalid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Valid phone number is required',
  street: 'Street address is required',
  city: 'City is required',
  province: 'Province is required',
  postalCode: 'Valid postal code is required',
  giftNoteTooLong: 'Gift note must be 200 characters or fewer',
  giftNoteCharacters: 'Gift note may hold letters, numbers, punctuation and line breaks only',
} as const;

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  nameTooLong: 'Name must be 120 characters or fewer',
  phoneTooLong: 'Phone number must be 30 characters or fewer',
  subjectTooLong: 'Subject must be 200 characters or fewer',
  email: 'Please enter a valid email address',
  subject: 'Subject is required',
  subjectChoice: 'Please choose a consultation subject',
  message: 'Message is required',
  messageTooLong: 'Message must be 5000 characters or fewer',
  preferredDate: 'Preferred date must be a valid date',
  preferredDatePast: 'Preferred date cannot be in the past',
  nameCharacters: 'Name must be plain text on one line',
  phoneCharacters: 'Phone number must be plain text on one line',
  subjectCharacters: 'Subject must be plain text on one line',
  messageCharacters: 'Message must be plain text (line breaks are fine)',
} as const;

/**
 * The consent wording shown beside the newsletter field. The server stores it with each sign-up as
 * proof of consent (Canada's anti-spam law, CASL), so what was shown is what is recorded.
 */
export const NEWSLETTER_CONSENT_TEXT = 'By subscribing you agree to receive emails from us. Unsubscribe anytime.';
/** The same consent as the French site shows it (the French catalogue's "consent" must equal it: a test checks). */
export const NEWSLETTER_CONSENT_TEXT_FR =
  'En vous abonnant, vous acceptez de recevoir nos courriels. Vous pouvez vous désabonner en tout temps.';
