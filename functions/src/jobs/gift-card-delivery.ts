import { shopToday } from '@crystal/shared/shop-date';
import { deliverDueGiftCards } from '../gift-cards';
import { getShopSettings } from '../settings';
import { logger } from '../lib/logger';

/**
 * Scheduled job (shared/src/jobs.ts, hourly): mails each gift card due (its delivery day, in the shop's
 * calendar, on or before today's) to its recipient, once: each card's delivery is claimed with a
 * conditional write before its mail. `asOf` (from `npm run job -- gift-card-delivery --as-of <ISO>`)
 * runs it as if it were that time.
 */
export async function handler(event?: { asOf?: string }): Promise<{ mailed: number; failed: number }> {
  const asOf = event?.asOf && !Number.isNaN(Date.parse(event.asOf)) ? new Date(event.asOf) : new Date();
  const result = await deliverDueGiftCards(shopToday(asOf), await getShopSettings(), asOf.toISOString());
  if (result.mailed + result.failed > 0) logger.info('Gift card delivery', result);
  return result;
}
