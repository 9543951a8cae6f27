import { describe, expect, it } from 'vitest';
import { CHECKOUT_CODE_KEY, CHECKOUT_DRAFT_KEY, clearCheckoutDraft, loadCheckoutCode, loadCheckoutDraft, saveCheckoutCode } from './use-checkout-draft';

const address = { street: '', city: '', province: '' as never, postalCode: '', country: 'Canada' as const };
const DEFAULTS = { email: '', firstName: '', lastName: '', phone: '', shippingAddress: address, billingAddress: address, sameAsShipping: true };

describe('checkout draft', () => {
  it('restores the typed contact and address fields, keeping only known string fields', () => {
    window.sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ email: 'luna@example.com', cardNumber: '4242', shippingAddress: { city: 'Winnipeg', country: 'France', extra: 1 } }),
    );
    const draft = loadCheckoutDraft(DEFAULTS);
    expect(draft.email).toBe('luna@example.com');
    expect(draft.shippingAddress).toEqual({ ...address, city: 'Winnipeg' });
    expect(draft).not.toHaveProperty('cardNumber');
  });

  it('falls back to the defaults on a missing or broken draft, and clears it', () => {
    expect(loadCheckoutDraft(DEFAULTS)).toEqual(DEFAULTS);
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(loadCheckoutDraft(DEFAULTS)).toEqual(DEFAULTS);
    clearCheckoutDraft();
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('keeps the applied code with its terms for the tab, refuses a tampered one, and clears it with the draft', () => {
    const terms = { code: 'WELCOME10', percentOff: 10, amountOff: null, minSubtotal: '50.00', collectionId: null, freeShipping: false };
    saveCheckoutCode(terms);
    expect(loadCheckoutCode()).toEqual(terms);
    // A collection's code and a free-shipping code keep their terms too (decision 0102).
    for (const kept of [{ ...terms, collectionId: 3 }, { ...terms, percentOff: null, freeShipping: true }]) {
      saveCheckoutCode(kept);
      expect(loadCheckoutCode()).toEqual(kept);
    }
    for (const bad of ['{"code":"X","percentOff":500,"amountOff":null,"minSubtotal":null}', '{"code":"X","percentOff":null,"amountOff":"lots","minSubtotal":null}', '{"code":"X","percentOff":5,"amountOff":null,"minSubtotal":null,"collectionId":-1}', '"WELCOME10"', '{oops']) {
      window.sessionStorage.setItem(CHECKOUT_CODE_KEY, bad);
      expect(loadCheckoutCode()).toBeNull();
    }
    saveCheckoutCode(terms);
    clearCheckoutDraft();
    expect(loadCheckoutCode()).toBeNull();
  });
});

