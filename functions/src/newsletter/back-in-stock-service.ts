import { SHOP } from '@crystal/shared/constants';
import type { BackInStockRequest } from '@crystal/shared/schemas/back-in-stock';
import { getProduct } from '../catalog/product-repository';
import { conflict, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Mailer, MailMessage } from '../lib/mail/mailer';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { deleteBackInStockRequest, listBackInStockRequests, putBackInStockRequest } from './back-in-stock-repository';

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
  if (product.stockQuantity > 0) throw conflict('This piece is in stock: it can be ordered now');
  await putBackInStockRequest(input.productId, input.email, now.toISOString());
  return { requested: true as const };
}

/** The one notice: the piece is back. No newsletter, no other offer (CASL). */
export function backInStockEmail(to: string, product: { id: number; name: string }): MailMessage {
  const text = [
    'Hello,',
    '',
    `You asked us to tell you when ${product.name} was back. It is back in stock now, while it lasts.`,
    '',
    `This is the only email you will get about it: we asked for your address for this one notice and have now deleted it.`,
    '',
    `${SHOP.name}, ${SHOP.city}, ${SHOP.province}`,
  ].join('\n');
  return { to, subject: `${product.name} is back in stock`, text, idempotencyKey: `back-in-stock-${product.id}-${to}` };
}

/** Mails every waiting address once, then forgets it. A failed send is logged and kept for the next restock. */
export async function notifyBackInStock(product: { id: number; name: string }, mailer: Mailer) {
  const waiting = await listBackInStockRequests(product.id);
  for (const { email } of waiting) {
    try {
      await mailer.send(backInStockEmail(email, product));
      await deleteBackInStockRequest(product.id, email);
    } catch (error) {
      logger.warn('Back-in-stock notice not sent', { productId: product.id, error: error as Error });
    }
  }
}
