import * as z from '../zod';
import { CHECKOUT_MESSAGES as M } from '../messages';
import { COUNTRY, LIMITS } from '../constants';
import { isPostalCode, normalizePostalCode, postalProvinceMismatch } from '../postal-code';
import { PROVINCE_CODES, provinceName } from '../provinces';

/**
 * An address in Canada. The postal code is normalised to 'A1A 1A1' and must open with one of its
 * province's letters, so the form and the API accept and store the same thing.
 */
export const addressSchema = z
  .object({
    street: z.string().check(z.trim(), z.minLength(1, M.street), z.maxLength(200)),
    city: z.string().check(z.trim(), z.minLength(1, M.city), z.maxLength(100)),
    province: z.enum(PROVINCE_CODES, { message: M.province }),
    postalCode: z
      .pipe(
        z.string().check(z.trim(), z.minLength(LIMITS.postalCodeMinLength, M.postalCode), z.maxLength(10, M.postalCode)),
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
  firstName: z.string().check(z.trim(), z.minLength(1, M.firstName), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, M.lastName), z.maxLength(100)),
  phone: z.string().check(z.trim(), z.minLength(LIMITS.phoneMinLength, M.phone), z.maxLength(30, M.phone)),
};

/** Longest gift note: it has to fit on a small card and on the packing slip. */
export const GIFT_NOTE_MAX_LENGTH = 200;

/**
 * An optional note for the recipient, printed on the packing slip. Line breaks are kept (as '\n'); other
 * control characters are refused. Empty (or only spaces) means no note.
 */
export const giftNoteSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.replace(/\r\n?/g, '\n').trim()),
  ),
  z
    .string()
    .check(
      z.maxLength(GIFT_NOTE_MAX_LENGTH, M.giftNoteTooLong),
      z.refine((v) => !/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/.test(v), M.giftNoteCharacters),
    ),
);

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
