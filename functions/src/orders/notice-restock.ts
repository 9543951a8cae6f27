import { getProductsByIds, type ProductItem } from '../catalog';
import { logger } from '../lib/logger';
import { mailer } from '../lib/mail/mailer-from-env';
import { notifyBackInStock } from '../newsletter';

/**
 * An unpaid or cancelled order gave its units back: the shoppers waiting for what came back (the piece, or
 * the size it took) get their one notice, no more than the units back. `before` is the pieces as read
 * before the release. A mail failure never fails the release (the release is already written).
 */
export async function noticeRestock(before: ReadonlyMap<number, ProductItem>): Promise<void> {
  if (!before.size) return;
  try {
    const now = await getProductsByIds([...before.keys()]);
    for (const [id, was] of before) {
      const product = now.get(id);
      if (product?.isActive) await notifyBackInStock(was, product, mailer);
    }
  } catch (error) {
    logger.warn('Back-in-stock notices failed', { error: error as Error });
  }
}
