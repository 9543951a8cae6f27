/** Published to webhooks: the paid/failed state machine a verified payment event drives. */
export { applyPaymentEvent } from '../transitions/apply-payment-event';
