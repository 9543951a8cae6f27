import { centsToDecimalString } from '@crystal/shared/money';
import { parsePriceInput } from '@crystal/shared/money/parse-price-input';
import type { ShippingSettings } from '@crystal/shared/money/price-shipping';
import { INSTALMENT_METHODS, PAYMENT_METHOD_NAMES, type PaymentMethod } from '@crystal/shared/payment-methods';
import { Field } from './form-field';

/** A rate as she typed it ("12", "12,50", "$12.50") as the API's decimal string; empty is null. Not a price: left as typed for the server to refuse. */
export function normaliseRate(text: string | null | undefined): string | null {
  if (text == null || text.trim() === '') return null;
  const cents = parsePriceInput(text);
  return cents === null ? text : centsToDecimalString(cents);
}

export const normaliseShipping = (s: ShippingSettings): ShippingSettings => ({
  flatRate: normaliseRate(s.flatRate),
  freeOver: normaliseRate(s.freeOver),
  territoriesRate: normaliseRate(s.territoriesRate),
});

const OPTIONAL_METHODS: PaymentMethod[] = ['apple_pay', 'google_pay', ...INSTALMENT_METHODS];

/**
 * Shipping: flat rate, free-over threshold, territories rate; all empty ships every order free
 * (docs/decisions/0038-shipping-she-sets.md).
 */
export function ShippingFields({ shipping, onShipping }: { shipping: ShippingSettings; onShipping: (next: ShippingSettings) => void }) {
  const rate = (key: keyof ShippingSettings) => ({
    className: 'input mt-1 w-36',
    id: `settings-shipping-${key}`,
    name: `shipping-${key}`,
    inputMode: 'decimal' as const,
    value: shipping[key] ?? '',
    onChange: (e: { target: { value: string } }) => onShipping({ ...shipping, [key]: e.target.value }),
  });
  return (
    <>
      <p className="text-xs text-muted">Leave the flat rate empty to ship every order free across Canada. Shipping is taxed with the goods.</p>
      <Field id="settings-shipping-flatRate" label="Flat rate ($)" hint="What an order ships for, e.g. 12.00.">
        <input {...rate('flatRate')} />
      </Field>
      <Field id="settings-shipping-freeOver" label="Free shipping on orders over ($)" hint="Goods after any discount at or above this ship free. Empty: no threshold.">
        <input {...rate('freeOver')} />
      </Field>
      <Field id="settings-shipping-territoriesRate" label="Territories rate ($)" hint="Yukon, Northwest Territories and Nunavut. Empty: the flat rate.">
        <input {...rate('territoriesRate')} />
      </Field>
    </>
  );
}

/** The payment methods the shop says it takes, cards always (docs/decisions/0039-true-payment-methods.md). */
export function PaymentMethodsFields({ paymentMethods, onPaymentMethods }: { paymentMethods: PaymentMethod[]; onPaymentMethods: (next: PaymentMethod[]) => void }) {
  const toggle = (m: PaymentMethod) =>
    onPaymentMethods(paymentMethods.includes(m) ? paymentMethods.filter((x) => x !== m) : [...paymentMethods, m]);
  return (
    <>
      <p className="text-xs text-muted">
        Cards are always taken. Tick the others only once they are on in your Stripe dashboard (Apple Pay needs your domain registered
        there): the footer, the terms, the guide and the search-engine data name exactly what is ticked.
      </p>
      {OPTIONAL_METHODS.map((m) => (
        <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name={`payment-${m}`} checked={paymentMethods.includes(m)} onChange={() => toggle(m)} />
          {PAYMENT_METHOD_NAMES[m]}
          {INSTALMENT_METHODS.includes(m) && <span className="text-xs text-muted">(4 payments over 6 weeks)</span>}
        </label>
      ))}
    </>
  );
}
