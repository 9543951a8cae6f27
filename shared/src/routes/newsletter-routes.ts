import type { RouteDef } from './route-types';

export const newsletterRoutes = [
  { id: 'subscribeNewsletter', method: 'POST', path: '/api/newsletter', fn: 'newsletter', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
