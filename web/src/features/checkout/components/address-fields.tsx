import { normalizePostalCode } from '@crystal/shared/postal-code';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUNTRY } from '@crystal/shared/constants/shop';
import { PROVINCES } from '@crystal/shared/provinces';
import type { CheckoutForm, CheckoutFormInput } from '@crystal/shared/schemas/checkout';
import { createTranslator } from '@/i18n/create-translator';
import { fieldMessage, provinceLabel } from '../validation/field-message';
import en from '../messages/en.json';
import { FormField } from './form-field';

const t = createTranslator(en);

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
        label={t('street')}
        error={fieldMessage(e?.street)}
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
      <FormField id={id('city')} label={t('city')} error={fieldMessage(e?.city)}>
        {(aria) => (
          <input
            {...aria}
            {...register(`${prefix}.city`)}
            className="input"
            autoComplete={`${prefix === 'shippingAddress' ? 'shipping' : 'billing'} address-level2`}
          />
        )}
      </FormField>
      <FormField id={id('province')} label={t('province')} error={fieldMessage(e?.province)}>
        {(aria) => (
          <select {...aria} {...register(`${prefix}.province`)} className="input">
            <option value="">{t('selectProvince')}</option>
            {PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {provinceLabel(p.code)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('postalCode')} label={t('postalCode')} error={fieldMessage(e?.postalCode)}>
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
      <FormField id={id('country')} label={t('country')}>
        {(aria) => <input {...aria} value={COUNTRY} disabled readOnly className="input" />}
      </FormField>
    </div>
  );
}
