import * as z from '../zod';
import { PAYMENT_METHODS } from '../payment-methods';
import { decimalStringSchema } from './common';

const rate = (label: string) =>
  z.nullable(
    decimalStringSchema.check(
      z.refine((v) => Number(v) <= 10_000, `${label} must be at most 10000.00`),
    ),
  );

/**
 * The shipping object of GET /api/shop and PUT /api/admin/settings: decimal strings ("12.00"), or null
 * (no flat rate: every order ships free; no threshold; no separate territories rate).
 * docs/decisions/0038-shipping-she-sets.md.
 */
export const shippingSettingsSchema = z.strictObject({
  flatRate: rate('Flat rate'),
  freeOver: rate('Free-shipping threshold'),
  territoriesRate: z.optional(rate('Territories rate')),
});

/** The enabled payment methods: cards always, the rest as the artisan has turned them on in Stripe. */
export const paymentMethodsSchema = z
  .array(z.enum(PAYMENT_METHODS, { message: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}` }))
  .check(
    z.maxLength(PAYMENT_METHODS.length),
    z.refine((list) => list.includes('card'), 'Cards are always accepted: paymentMethods must include card'),
    z.refine((list) => new Set(list).size === list.length, 'Each payment method once'),
  );
