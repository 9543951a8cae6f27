/** Published to quotes: the payments port (Stripe or the sandbox) and the sandbox's test-card outcomes. */
export { paymentProvider, sandbox } from '../provider-from-env';
export { cardOutcome } from '../test-cards';
