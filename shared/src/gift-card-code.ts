/**
 * Gift card codes (issue 49): 16 characters from an alphabet of 32 letters and digits that cannot be
 * mistaken for one another (no I, O, 0 or 1), so each character carries 5 bits: 80 bits in all. Shown
 * grouped in fours ("ABCD-EFGH-JKLM-NPQR"); typed with or without spaces or dashes, in any case.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

const CODE_PATTERN = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

/**
 * A new code from 16 random bytes (a secure source, e.g. crypto.getRandomValues): 256 is a multiple of
 * 32, so each byte's low 5 bits pick a character with no bias.
 */
export function codeFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) throw new Error(`A gift card code needs ${GIFT_CARD_CODE_LENGTH} random bytes`);
  return Array.from(bytes.slice(0, GIFT_CARD_CODE_LENGTH), (b) => GIFT_CARD_ALPHABET[b & 31]).join('');
}

/**
 * The code as typed, in its one stored form: spaces and dashes out, capitals; undefined when it is not a
 * code's shape (a tab, a line break or any other control character is no code's, and is refused).
 */
export function normalizeGiftCardCode(typed: string): string | undefined {
  const code = typed.replace(/[ -]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : undefined;
}

/** "ABCD-EFGH-JKLM-NPQR": the code as mails show it. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/** The last four characters: all the shop ever shows of a code outside the recipient's mail. */
export const lastFourOf = (code: string): string => code.slice(-4);
