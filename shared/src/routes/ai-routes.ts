import type { RouteDef } from './route-types';

/** The AI crystal guide (function 'ai'). Everything but the status is per session (rate limits, offers). */
export const aiRoutes = [
  { id: 'aiStatus', method: 'GET', path: '/api/ai/status', fn: 'ai', auth: 'public', session: false },
  { id: 'aiChat', method: 'POST', path: '/api/ai/chat', fn: 'ai', auth: 'public', session: true },
  { id: 'aiContextual', method: 'POST', path: '/api/ai/contextual', fn: 'ai', auth: 'public', session: true },
  {
    id: 'aiProductInsights',
    method: 'POST',
    path: '/api/ai/product-insights',
    fn: 'ai',
    auth: 'public',
    session: true,
  },
  {
    id: 'aiBehaviorAnalysis',
    method: 'POST',
    path: '/api/ai/behavior-analysis',
    fn: 'ai',
    auth: 'public',
    session: true,
  },
  {
    id: 'aiShoppingTrigger',
    method: 'POST',
    path: '/api/ai/shopping-trigger',
    fn: 'ai',
    auth: 'public',
    session: true,
  },
  {
    id: 'aiProductView',
    method: 'POST',
    path: '/api/ai/product-view',
    fn: 'ai',
    auth: 'public',
    session: true,
  },
  { id: 'aiOffer', method: 'GET', path: '/api/ai/offer', fn: 'ai', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
