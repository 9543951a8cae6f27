import { normalizePostalCode } from '@crystal/shared/postal-code';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRY } from '@crystal/shared/constants';
import { PROVINCES } from '@crystal/shared/provinces';
import type { CheckoutForm, CheckoutFormInput } from '@crystal/shared/schemas/checkout';
import { FormField } from './form-field';

type Props = {
  prefix: 'shippingAddress' | 'billingAddress';
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutForm>;
};

/** Street, city, province (the 13 provinces and territories), postal code, and Canada shown disabled. */
export function AddressFields({ prefix, register, errors }: Props) {
  const e = errors[prefix];
  const id = (name: string) => `${prefix}-${name}`;
  const postal = register(`${prefix}.postalCode`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={id('street')}
        label="Street Address"
        error={e?.street?.message}
        className="sm:col-span-2"
      >
        {(aria) => (
          <input
            {...aria}
            {...register(`${prefix}.street`)}
            className="input"
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} street-address`}
          />
        )}
      </FormField>
      <FormField id={id('city')} label="City" error={e?.city?.message}>
        {(aria) => (
          <input
            {...aria}
            {...register(`${prefix}.city`)}
            className="input"
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-level2`}
          />
        )}
      </FormField>
      <FormField id={id('province')} label="Province" error={e?.province?.message}>
        {(aria) => (
          <select {...aria} {...register(`${prefix}.province`)} className="input">
            <option value="">Select province</option>
            {PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('postalCode')} label="Postal Code" error={e?.postalCode?.message}>
        {(aria) => (
          <input
            {...aria}
            {...postal}
            // Shown as it will be stored: 'r3c0a5' reads 'R3C 0A5' once the shopper leaves the field.
            onBlur={(event) => {
              event.target.value = normalizePostalCode(event.target.value);
              void postal.onChange({ target: event.target, type: 'change' });
              void postal.onBlur(event);
            }}
            autoCapitalize="characters"
            className="input"
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} postal-code`}
          />
        )}
      </FormField>
      <FormField id={id('country')} label="Country">
        {(aria) => <input {...aria} value={COUNTRY} disabled readOnly className="input" />}
      </FormField>
    </div>
  );
}
