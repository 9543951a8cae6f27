import type { RouteDef } from './route-types';

/** Stripe's webhook: raw body kept for the signature check; no session. */
export const webhooksRoutes = [
  { id: 'stripeWebhook', method: 'POST', path: '/api/webhooks/stripe', fn: 'webhooks', auth: 'public', session: false, rawBody: true },
] as const satisfies readonly RouteDef[];
