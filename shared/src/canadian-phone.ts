import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isDemoPhone } from './shop-facts/demo-facts';

/**
 * A Canadian phone number in its national form, "(204) 555-0123" (an extension kept as "ext. 2"), or
 * undefined when the text is not one: a North American number whose area code is Canadian, as
 * libphonenumber's published numbering plan has it ("+1 204 555 0123", "204.555.0123" and "1-204-555-0123"
 * all read the same).
 */
export function canadianPhone(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text, 'CA');
  return parsed?.isValid() && parsed.country === 'CA' ? parsed.formatNational() : undefined;
}

/** 555-0100 to 555-0199 in any area code: numbers kept for fiction and demos, never a real line. */
export function isFictionalPhone(text: string): boolean {
  return isDemoPhone(text);
}
