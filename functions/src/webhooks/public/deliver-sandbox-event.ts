/** Published to payments and admin: the sandbox's signed events, through the webhook's own code path. */
export { deliverSandboxEvent } from '../deliver-sandbox-event';
