/**
 * The payment adapters: the payment port and the refund port, a Stripe adapter and a sandbox adapter of
 * each. They import no service, handler or webhook: what the sandbox calls later (its signed events) is
 * handed to it by the function that wires it (paymentAdaptersFromEnv, at an entry point: the payments
 * function's handler in payments/, the quotes' link routes, the dashboard's order routes).
 */
export { paymentConfigOf, type CreateIntentInput, type CreatedIntent, type PaymentProvider } from './payment-port';
export type { RefundInput, RefundProvider, RefundResult } from './refund-port';
export type { SandboxPayments } from './sandbox/sandbox-payments';
export type { DeliverEvent, SandboxWiring } from './sandbox/sandbox-event';
export { paymentAdaptersFromEnv, type PaymentAdapters } from './providers-from-env';
export { sandboxRefundedCents } from './sandbox/sandbox-refunds';
export { sandboxRefunds } from './sandbox/sandbox-refunds';
export { sendSandboxEvent } from './sandbox/sandbox-event';
