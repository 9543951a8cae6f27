import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import type { CheckoutFormInput } from '@crystal/shared/schemas/checkout';
import type { DiscountCodeCheck } from '@crystal/shared/schemas/discount-code';

/** sessionStorage key of the checkout draft: this tab only, gone when the tab closes. */
export const CHECKOUT_DRAFT_KEY = 'crystal-shop.checkout-draft';

/**
 * The draft holds only the contact and address fields of the form. Card details are never part of it:
 * they live in the payment fields (the sandbox card state or Stripe's iframe), outside this form.
 */
export function loadCheckoutDraft(defaults: CheckoutFormInput): CheckoutFormInput {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return defaults;
    const draft = JSON.parse(raw) as Partial<CheckoutFormInput>;
    if (typeof draft !== 'object' || draft === null) return defaults;
    const pick = (key: keyof CheckoutFormInput) => (typeof draft[key] === 'string' ? draft[key] : defaults[key]);
    return {
      ...defaults,
      email: pick('email') as string,
      firstName: pick('firstName') as string,
      lastName: pick('lastName') as string,
      phone: pick('phone') as string,
      giftNote: pick('giftNote') as string | undefined,
      shippingAddress: { ...defaults.shippingAddress, ...stringsOnly(draft.shippingAddress), country: defaults.shippingAddress.country },
      billingAddress: { ...defaults.billingAddress, ...stringsOnly(draft.billingAddress), country: defaults.billingAddress.country },
      sameAsShipping: typeof draft.sameAsShipping === 'boolean' ? draft.sameAsShipping : defaults.sameAsShipping,
    };
  } catch {
    return defaults;
  }
}

function stringsOnly(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The discount code she applied, with the terms the server gave, this tab only. It is not checked again on
 * return (each check counts against the address's code guesses): the summary shows it as applied, and the
 * order prices it again, refusing it with its reason if it no longer applies.
 */
export const CHECKOUT_CODE_KEY = 'crystal-shop.checkout-code';

const moneyOrNull = (v: unknown) => v === null || (typeof v === 'string' && /^\d{1,7}\.\d{2}$/.test(v));

export function loadCheckoutCode(): DiscountCodeCheck | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(CHECKOUT_CODE_KEY) ?? 'null') as Partial<DiscountCodeCheck> | null;
    if (!kept || typeof kept !== 'object' || typeof kept.code !== 'string' || kept.code.length > 64) return null;
    const percent = kept.percentOff;
    if (!(percent === null || (typeof percent === 'number' && percent > 0 && percent <= 100))) return null;
    if (!moneyOrNull(kept.amountOff) || !moneyOrNull(kept.minSubtotal)) return null;
    const collectionId = kept.collectionId ?? null;
    if (!(collectionId === null || (Number.isSafeInteger(collectionId) && collectionId > 0))) return null;
    const freeShipping = kept.freeShipping === true;
    return { code: kept.code, percentOff: percent, amountOff: kept.amountOff ?? null, minSubtotal: kept.minSubtotal ?? null, collectionId, freeShipping };
  } catch {
    return null;
  }
}

export function saveCheckoutCode(code: DiscountCodeCheck | null) {
  try {
    if (code) window.sessionStorage.setItem(CHECKOUT_CODE_KEY, JSON.stringify(code));
    else window.sessionStorage.removeItem(CHECKOUT_CODE_KEY);
  } catch {
    // Storage unavailable: the code is asked for again after a reload.
  }
}

export function clearCheckoutDraft() {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
    window.sessionStorage.removeItem(CHECKOUT_CODE_KEY);
  } catch {
    // Storage unavailable (private mode): there is no draft to clear.
  }
}

/** Saves the form to sessionStorage as the shopper types, so a reload keeps what was typed. */
export function useCheckoutDraft(watch: UseFormWatch<CheckoutFormInput>) {
  useEffect(() => {
    const sub = watch((values) => {
      try {
        window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
      } catch {
        // Storage full or unavailable: the form still works, only without a draft.
      }
    });
    return () => sub.unsubscribe();
  }, [watch]);
}
