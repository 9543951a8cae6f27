import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_EVERYWHERE } from '../money/price-shipping';
import { DEFAULT_PAYMENT_METHODS } from '../payment-methods';
import { claimsNotEnabled } from './claims-not-enabled';
import { financingText, paymentsText, shippingHeadline, shipsFreeAlone } from './money-claims';

const defaults = { shipping: FREE_SHIPPING_EVERYWHERE, paymentMethods: DEFAULT_PAYMENT_METHODS };
const enabled = { shipping: { flatRate: '9.00', freeOver: '75.00', territoriesRate: null }, paymentMethods: ['card', 'klarna'] as const };

describe('the claims scan rule (issue 32)', () => {
  it("catches the shop's old claims under the default settings", () => {
    for (const old of [
      'We accept Visa, Mastercard, Amex, PayPal',
      'Split your purchase into 4 interest-free payments over 6 weeks',
      'Lifetime Warranty',
      'Free shipping on orders over $75',
      'Livraison gratuite pour les commandes de plus de 75 $',
      '"paymentAccepted":"Cash, Credit Card, Interac"',
    ])
      expect(claimsNotEnabled(old, defaults)).toHaveLength(1);
  });

  it("passes the shop's own sentences, the true warranty and the French authenticity line", () => {
    const text = [paymentsText(defaults.paymentMethods, 'en'), financingText(defaults.paymentMethods, 'fr'), shippingHeadline(defaults.shipping, 'en'), 'Lifetime authenticity, 1-year craftsmanship', 'Authenticité des cristaux garantie à vie'].join('\n');
    expect(claimsNotEnabled(text, defaults)).toEqual([]);
  });

  it('lets instalments and a threshold through once the settings enable them, never PayPal', () => {
    const text = [financingText(enabled.paymentMethods, 'en'), shippingHeadline(enabled.shipping, 'en')].join('\n');
    expect(claimsNotEnabled(text, defaults)).toHaveLength(2);
    expect(claimsNotEnabled(text, enabled)).toEqual([]);
    expect(claimsNotEnabled('PayPal', enabled)).toHaveLength(1);
  });

  it('a piece ships free alone by default; under "free over $75" only at $75 or more', () => {
    expect(shipsFreeAlone(4600, defaults.shipping)).toBe(true);
    expect(shipsFreeAlone(4600, enabled.shipping)).toBe(false);
    expect(shipsFreeAlone(7500, enabled.shipping)).toBe(true);
    expect(shipsFreeAlone(9900, { flatRate: null, freeOver: null, territoriesRate: '15.00' })).toBe(false);
  });
});
