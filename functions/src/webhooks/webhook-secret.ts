import * as z from '@crystal/shared/zod';
import { readEnv } from '../lib/env';
import { ConfigError } from '../lib/errors';
import { secretFrom } from '../lib/secret-from';

/**
 * The secret that signs payment webhook events (Stripe's endpoint secret; locally the sandbox signs with
 * it). Read once at cold start from SSM (`STRIPE_WEBHOOK_SECRET_PARAM`, SecureString) in AWS, or from
 * the plain value locally and in tests. Every payment deployment needs one, whatever the provider.
 */
const webhookEnv = readEnv({
  STRIPE_WEBHOOK_SECRET_PARAM: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
});
if (!webhookEnv.STRIPE_WEBHOOK_SECRET_PARAM && !webhookEnv.STRIPE_WEBHOOK_SECRET) {
  throw new ConfigError('Invalid configuration: missing STRIPE_WEBHOOK_SECRET_PARAM or STRIPE_WEBHOOK_SECRET');
}

export const webhookSecret = secretFrom(webhookEnv.STRIPE_WEBHOOK_SECRET_PARAM, webhookEnv.STRIPE_WEBHOOK_SECRET);
