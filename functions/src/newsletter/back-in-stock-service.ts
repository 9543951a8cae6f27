import type { BackInStockRequest } from '@crystal/shared/schemas/back-in-stock';
import { anyAvailable } from '@crystal/shared/product-stock';
import { getProduct } from '../catalog';
import { conflict, notFound } from '../lib/errors';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { putBackInStockRequest } from './back-in-stock-repository';

export const BACK_IN_STOCK_RATE_LIMITS = {
  perSession: { scope: 'restock-session', limit: 5, windowSeconds: 60 },
  perIp: { scope: 'restock-ip', limit: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/** Stores a request for a sold-out, active piece (rate-limited per session and per address). */
export async function requestBackInStock(input: BackInStockRequest, who: { sessionId: string; ip: string }, now = new Date()) {
  await enforceRateLimit(BACK_IN_STOCK_RATE_LIMITS.perSession, who.sessionId);
  await enforceRateLimit(BACK_IN_STOCK_RATE_LIMITS.perIp, who.ip);
  const product = await getProduct(input.productId);
  if (!product || !product.isActive) throw notFound('Product');
  // The one availability rule: a ring whose sizes are all sold out is sold out whatever its own count says,
  // and a made-to-order piece with open units can be ordered.
  if (anyAvailable(product)) throw conflict('This piece is in stock: it can be ordered now');
  await putBackInStockRequest(input.productId, input.email, now.toISOString(), input.language);
  return { requested: true as const };
}
