import { getProductsByIds, type ProductItem } from '../catalog';
import { logger } from '../lib/logger';
import { once } from '../lib/once';

/**
 * The notices' code (the newsletter's back-in-stock mails, their messages and the mailer) loads with the
 * first release that gives units back: the reservation sweep's usual run, every five minutes, releases
 * nothing and never loads it (docs/decisions/0129-market-research-its-own-module.md, "Later").
 */
const notices = once(async () => {
  const [{ notifyBackInStock }, { mailer }] = await Promise.all([import('../newsletter'), import('../lib/mail/mailer-from-env')]);
  return { notifyBackInStock, mailer };
});

/**
 * An unpaid or cancelled order gave its units back: the shoppers waiting for what came back (the piece, or
 * the size it took) get their one notice, no more than the units back. `before` is the pieces as read
 * before the release. A mail failure never fails the release (the release is already written).
 */
export async function noticeRestock(before: ReadonlyMap<number, ProductItem>): Promise<void> {
  if (!before.size) return;
  try {
    const [now, { notifyBackInStock, mailer }] = await Promise.all([getProductsByIds([...before.keys()]), notices()]);
    for (const [id, was] of before) {
      const product = now.get(id);
      if (product?.isActive) await notifyBackInStock(was, product, mailer);
    }
  } catch (error) {
    logger.warn('Back-in-stock notices failed', { error: error as Error });
  }
}
