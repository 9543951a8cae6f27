import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutForm } from '@crystal/shared/schemas/checkout';
import { createOrderSchema } from '@crystal/shared/schemas/order';
import { activateLocale } from '@/i18n/i18n';
import { toOrderBody } from './create-order';

const address = { street: '1200, rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', country: 'Canada' } as const;
const values: CheckoutForm = {
  email: 'maude@example.com',
  firstName: 'Maude',
  lastName: 'Tremblay',
  phone: '514-555-0142',
  shippingAddress: address,
  billingAddress: address,
  sameAsShipping: true,
};

describe('toOrderBody', () => {
  afterEach(() => activateLocale('en'));

  it('sends no language from the English site (the request is as before)', () => {
    expect(toOrderBody(values)).not.toHaveProperty('language');
  });

  it("says 'fr' from the French site, and the API's schema accepts it", async () => {
    await activateLocale('fr');
    const body = toOrderBody(values);
    expect(body).toMatchObject({ language: 'fr', customerEmail: 'maude@example.com' });
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });
});
