import type { RouteDef } from './route-types';

/**
 * Payments port (Stripe | sandbox). The sandbox confirm route is always in the table (the table is
 * static); its handler answers 404 unless PAYMENTS_PROVIDER is 'sandbox'.
 */
export const paymentsRoutes = [
  { id: 'getPaymentConfig', method: 'GET', path: '/api/payments/config', fn: 'payments', auth: 'public', session: false },
  { id: 'createPaymentIntent', method: 'POST', path: '/api/create-payment-intent', fn: 'payments', auth: 'public', session: true },
  { id: 'sandboxConfirm', method: 'POST', path: '/api/sandbox/confirm', fn: 'payments', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
