import type { RouteDef } from './route-types';

const admin = { fn: 'quotes', auth: 'admin', session: false } as const;
const link = { fn: 'quotes', auth: 'public', session: false } as const;

/**
 * Quotes for custom work. The artisan writes and sends them (admin only); the shopper reads and pays one
 * through its signed link, which is the credential: no session (docs/decisions/0048-quotes-for-custom-work.md).
 */
export const adminQuotesRoutes = [
  { id: 'adminCreateQuote', method: 'POST', path: '/api/admin/quotes', ...admin },
  { id: 'adminListQuotes', method: 'GET', path: '/api/admin/quotes', ...admin },
  { id: 'adminSendQuoteBalance', method: 'POST', path: '/api/admin/quotes/{id}/balance-link', ...admin },
  { id: 'adminEditQuote', method: 'PUT', path: '/api/admin/quotes/{id}', ...admin },
  { id: 'adminCancelQuote', method: 'POST', path: '/api/admin/quotes/{id}/cancel', ...admin },
] as const satisfies readonly RouteDef[];

export const quotesRoutes = [
  { id: 'getQuoteByLink', method: 'GET', path: '/api/quotes/{token}', ...link },
  { id: 'createQuotePaymentIntent', method: 'POST', path: '/api/quotes/{token}/payment-intent', ...link },
  { id: 'confirmQuoteSandboxPayment', method: 'POST', path: '/api/quotes/{token}/sandbox-confirm', ...link },
] as const satisfies readonly RouteDef[];
