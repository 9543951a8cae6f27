import * as z from '../zod';
import { addressSchema, type Address } from './checkout';
import { refuse, refuseAll } from './refuse';
import { textFault, textFaultMessage } from './human-text';
import { parseAddressText, type ParsedAddressText } from '../parse-address-text';

/** The multi-line address text: full name; street; 'city, province postalCode'; country. */
export const addressTextSchema = z.pipe(
  z.string().check(z.maxLength(1000, 'Address must be 1000 characters or fewer')),
  z.transform((text: string, ctx) => {
    // The text rule, multi-line: line breaks (LF, CR LF) only; no other control character or override.
    const fault = textFault(text.replace(/\r\n/g, '\n'), true);
    if (fault) return refuse(ctx, textFaultMessage('Address', fault));
    const result = parseAddressText(text);
    return result.ok ? result.address : refuse(ctx, result.message);
  }),
);

/**
 * An order address in either form: the structured one of the checkout form, or the text. The form is
 * chosen by type, so each form's own messages reach the client (a union would only say "Invalid input").
 */
export const orderAddressSchema = z.pipe(
  z.custom<z.input<typeof addressSchema> | string>(() => true),
  z.transform((value, ctx): Address | ParsedAddressText => {
    const parsed = typeof value === 'string' ? addressTextSchema.safeParse(value) : addressSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    return refuseAll(ctx, parsed.error.issues);
  }),
);

/** The structured part of either form (the name of a text address is kept apart). */
export function structuredAddress(a: Address | ParsedAddressText): Address {
  return { street: a.street, city: a.city, province: a.province, postalCode: a.postalCode, country: a.country };
}
