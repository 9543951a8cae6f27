/** Published to payments: the signed-event entry the sandbox provider posts its events through. */
export { handleStripeWebhook } from '../webhook-service';
