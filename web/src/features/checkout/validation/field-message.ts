import { CHECKOUT_MESSAGES } from '@crystal/shared/messages';
import { PROVINCES, type ProvinceCode } from '@crystal/shared/provinces';
import { currentLocale, currentLocaleTag } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** Each shared validation message (English, shared with the API) and its key in this feature's catalogue. */
const KEYS: Record<keyof typeof CHECKOUT_MESSAGES, keyof typeof en> = {
  email: 'invalidEmail',
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  phone: 'phoneRequired',
  street: 'streetRequired',
  city: 'cityRequired',
  province: 'provinceRequired',
  postalCode: 'postalCodeRequired',
  giftNoteTooLong: 'giftNoteTooLong',
  giftNoteCharacters: 'giftNoteCharacters',
};
const BY_MESSAGE = new Map<string, keyof typeof en>(
  Object.entries(CHECKOUT_MESSAGES).map(([name, message]) => [message, KEYS[name as keyof typeof CHECKOUT_MESSAGES]]),
);

/** A province's name in the page's language ('Quebec' / 'Québec'). */
export const provinceLabel = (code: ProvinceCode) => t(`prov${code}`);

const MISMATCH = /^Postal codes in (.+) start with (.+)\. Please check the postal code or the province\.$/;

/**
 * A form field's validation message in the page's language. The checkout validates with the shared
 * schemas, whose messages are English (the API answers with the same ones); English shows them as
 * they are, French shows this feature's French for each, naming the province in French.
 */
export function fieldMessage(error: { message?: string; type?: unknown } | undefined): string | undefined {
  const message = error?.message;
  if (!error || currentLocale() === 'en') return message;
  const key = message ? BY_MESSAGE.get(message) : undefined;
  if (key) return t(key);
  const mismatch = message ? MISMATCH.exec(message) : null;
  if (mismatch) {
    const province = PROVINCES.find((p) => p.name === mismatch[1]);
    const letters = new Intl.ListFormat(currentLocaleTag(), { type: 'disjunction' }).format(mismatch[2]!.split(', '));
    return t('postalMismatch', { province: province ? provinceLabel(province.code) : mismatch[1]!, letters });
  }
  return t(error.type === 'too_big' ? 'fieldTooLong' : 'fieldInvalid');
}
