import * as z from '@crystal/shared/zod';
import { PAYMENT_PROVIDERS } from '@crystal/shared/schemas/order';
import { readEnv } from '../lib/env';
import { ConfigError } from '../lib/errors';

/**
 * Payment settings, read where a function wires its payment adapters (at its cold start).
 * PAYMENTS_PROVIDER has no default: a deployment must say which provider takes money. Secrets come
 * from SSM (`*_PARAM`, SecureString) in AWS, or from plain env values locally and in tests; never from
 * the web bundle.
 */
export function readPaymentsEnv() {
  const paymentsEnv = readEnv({
    PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS),
    STRIPE_SECRET_PARAM: z.optional(z.string().check(z.minLength(1))),
    STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
    STRIPE_PUBLISHABLE_KEY: z.optional(z.string().check(z.minLength(1))),
    /** Where the Stripe SDK sends API calls (tests point it at a local HTTP server). */
    STRIPE_API_HOST: z.optional(z.string().check(z.minLength(1))),
    STRIPE_API_PORT: z.optional(z.coerce.number().check(z.int(), z.positive())),
    STRIPE_API_PROTOCOL: z.optional(z.enum(['http', 'https'])),
  });
  const missing = [
    ...(paymentsEnv.PAYMENTS_PROVIDER === 'stripe' && !paymentsEnv.STRIPE_SECRET_PARAM && !paymentsEnv.STRIPE_SECRET_KEY
      ? ['STRIPE_SECRET_PARAM or STRIPE_SECRET_KEY']
      : []),
    ...(paymentsEnv.PAYMENTS_PROVIDER === 'stripe' && !paymentsEnv.STRIPE_PUBLISHABLE_KEY ? ['STRIPE_PUBLISHABLE_KEY'] : []),
  ];
  if (missing.length) throw new ConfigError(`Invalid configuration: missing ${missing.join('; ')}`);
  return paymentsEnv;
}
