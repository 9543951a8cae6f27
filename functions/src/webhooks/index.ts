/**
 * Webhooks: Stripe's signed events (and the sandbox's, handed this code path where it is wired) are
 * checked, de-duplicated, then applied by the order module.
 */
export { handleStripeWebhook } from './webhook-service';
export { webhookSecret } from './webhook-secret';
