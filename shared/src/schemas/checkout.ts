import * as z from '../zod';
import { CHECKOUT_MESSAGES as M } from '../messages';
import { COUNTRY } from '../constants/shop';
import { LIMITS } from '../constants/limits';
import { isPostalCode, normalizePostalCode, postalProvinceMismatch } from '../postal-code';
import { PROVINCE_CODES, provinceName } from '../provinces';
import { multiLineText, singleLineText } from './human-text';

/**
 * An address in Canada. The postal code is normalised to 'A1A 1A1' and must open with one of its
 * province's letters, so the form and the API accept and store the same thing.
 */
export const addressSchema = z
  .object({
    street: singleLineText({ label: 'Street address', max: 200, messages: { required: M.street } }),
    city: singleLineText({ label: 'City', max: 100, messages: { required: M.city } }),
    province: z.enum(PROVINCE_CODES, { message: M.province }),
    postalCode: z
      .pipe(
        singleLineText({ label: 'Postal code', max: 10, required: false, messages: { tooLong: M.postalCode } }).check(
          z.minLength(LIMITS.postalCodeMinLength, M.postalCode),
        ),
        z.transform(normalizePostalCode),
      )
      .check(z.refine(isPostalCode, M.postalCode)),
    country: z._default(z.literal(COUNTRY), COUNTRY),
  })
  .check(
    z.superRefine((a, ctx) => {
      if (!isPostalCode(a.postalCode)) return;
      const mismatch = postalProvinceMismatch(a.postalCode, a.province, provinceName(a.province));
      if (mismatch) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: mismatch });
    }),
  );
export type Address = z.infer<typeof addressSchema>;

/**
 * The shopper's fields, with the validation messages the checkout shows. The order request
 * (schemas/order.ts) is built from these same schemas, so the form and the API cannot drift apart.
 */
export const customerFields = {
  email: z.string().check(z.trim(), z.email(M.email), z.maxLength(254)),
  firstName: singleLineText({ label: 'First name', max: 100, messages: { required: M.firstName } }),
  lastName: singleLineText({ label: 'Last name', max: 100, messages: { required: M.lastName } }),
  phone: singleLineText({ label: 'Phone', max: 30, required: false, messages: { tooLong: M.phone } }).check(z.minLength(LIMITS.phoneMinLength, M.phone)),
};

/** Longest gift note: it has to fit on a small card and on the packing slip. */
export const GIFT_NOTE_MAX_LENGTH = 200;

/**
 * An optional note for the recipient, printed on the packing slip: multi-line under the text rule (line
 * breaks kept as '\n'; other control characters and direction overrides refused). Empty (or only spaces)
 * means no note.
 */
export const giftNoteSchema = multiLineText({
  label: 'Gift note',
  max: GIFT_NOTE_MAX_LENGTH,
  required: false,
  messages: { tooLong: M.giftNoteTooLong, characters: M.giftNoteCharacters },
});

/** The checkout form: the customer fields, both addresses and the sameAsShipping box (default checked). */
export const checkoutFormSchema = z.object({
  ...customerFields,
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  sameAsShipping: z._default(z.boolean(), true),
  giftNote: z.optional(giftNoteSchema),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

/** The order's multi-line address text: full name, street, 'city, province postalCode', country. */
export function formatAddressText(fullName: string, a: Address): string {
  return [fullName, a.street, `${a.city}, ${a.province} ${a.postalCode}`, a.country].join('\n');
}

/** While sameAsShipping is checked the billing address is kept equal to the shipping address. */
export function mirrorBilling<T extends { sameAsShipping?: boolean; shippingAddress: unknown; billingAddress: unknown }>(
  values: T,
): T {
  return values.sameAsShipping === false ? values : { ...values, billingAddress: values.shippingAddress };
}
