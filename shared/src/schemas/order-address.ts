import * as z from 'zod';
import { addressSchema, type Address } from './checkout';
import { parseAddressText, type ParsedAddressText } from '../parse-address-text';

/** The multi-line address text: full name; street; 'city, province postalCode'; country. */
export const addressTextSchema = z
  .string()
  .max(1000, 'Address must be 1000 characters or fewer')
  .transform((text, ctx) => {
    const result = parseAddressText(text);
    if (result.ok) return result.address;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

/**
 * An order address in either form: the structured one of the checkout form, or the text. The form is
 * chosen by type, so each form's own messages reach the client (a union would only say "Invalid input").
 */
export const orderAddressSchema = z
  .custom<z.input<typeof addressSchema> | string>(() => true)
  .transform((value, ctx): Address | ParsedAddressText => {
    const parsed = typeof value === 'string' ? addressTextSchema.safeParse(value) : addressSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** The structured part of either form (the name of a text address is kept apart). */
export function structuredAddress(a: Address | ParsedAddressText): Address {
  return { street: a.street, city: a.city, province: a.province, postalCode: a.postalCode, country: a.country };
}
