import type { BackInStockRequest } from '@crystal/shared/schemas/back-in-stock';
import { getProduct } from '../catalog';
import { wantedPicks, wantedUnits } from '@crystal/shared/wanted-units';
import { conflict, invalid, notFound } from '../lib/errors';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { putBackInStockRequest } from './back-in-stock-repository';

export const BACK_IN_STOCK_RATE_LIMITS = {
  perSession: { scope: 'restock-session', limit: 5, windowSeconds: 60 },
  perIp: { scope: 'restock-ip', limit: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/**
 * Stores a request for a sold-out, active piece, or a sold-out value of it ("size 7"), rate-limited per
 * session and per address. A made-to-order piece is never out of stock for this: it is ordered.
 */
export async function requestBackInStock(input: BackInStockRequest, who: { sessionId: string; ip: string }, now = new Date()) {
  await enforceRateLimit(BACK_IN_STOCK_RATE_LIMITS.perSession, who.sessionId);
  await enforceRateLimit(BACK_IN_STOCK_RATE_LIMITS.perIp, who.ip);
  const product = await getProduct(input.productId);
  if (!product || !product.isActive) throw notFound('Product');
  if (product.madeToOrder) throw conflict('This piece is made to order: it can be ordered now, with no wait for stock');
  const wanted = input.options && Object.keys(input.options).length ? input.options : undefined;
  if (wanted && !wantedPicks(product, wanted)) {
    throw invalid('This piece has no such option or value', [{ path: 'options', message: 'Choose one of the piece’s own options and values' }]);
  }
  if (wantedUnits(product, wanted) > 0) {
    throw conflict(wanted ? 'This choice is in stock: it can be ordered now' : 'This piece is in stock: it can be ordered now');
  }
  await putBackInStockRequest(input.productId, input.email, now.toISOString(), input.language, wanted);
  return { requested: true as const };
}
