import type { RouteDef } from './route-types';

export const contactRoutes = [
  { id: 'submitContact', method: 'POST', path: '/api/contact', fn: 'contact', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
