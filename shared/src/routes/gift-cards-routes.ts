import type { RouteDef } from './route-types';

/**
 * Gift cards (issue 49): what is left on a code. The code travels in the body, never in a path or a
 * query that access logs keep; each ask counts against the client's guesses, as for discount codes.
 */
export const giftCardsRoutes = [
  { id: 'getGiftCardBalance', method: 'POST', path: '/api/gift-cards/balance', fn: 'giftCards', auth: 'public', session: true },
] as const satisfies readonly RouteDef[];
