import { SHOP } from '@crystal/shared/constants';
import { logger } from '../../lib/logger';
import type { Mailer, MailMessage } from '../../lib/mail/mailer';
import { deleteBackInStockRequest, listBackInStockRequests } from '../back-in-stock-repository';

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
