/** Published to payments: the webhook signing secret (the sandbox signs its own events with it). */
export { webhookSecret } from '../webhook-secret';
