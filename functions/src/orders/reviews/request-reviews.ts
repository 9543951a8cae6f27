import { reviewSubject } from '@crystal/shared/review-link';
import { cleanLine } from '@crystal/shared/schemas/human-text';
import { queryAll } from '../../lib/db/query-all';
import { siteUrl } from '../../lib/links/email-links';
import { signToken } from '../../lib/links/signed-token';
import { sendOnce } from '../../lib/mail/send-once';
import type { OrderRecord } from '../order-item';
import { getOrder } from '../order-repository';
import { getShopSettings } from '../../settings';
import { reviewRequestEmail } from './review-request-email';
import { shippedLines } from '@crystal/shared/order-ships';

/** A review link works for 90 days from its mail. */
export const REVIEW_LINK_DAYS = 90;
/** An order delivered longer ago than its delay plus this is not asked any more (a job that was down catches up within it). */
const CATCH_UP_DAYS = 14;
const DAY_MS = 86_400_000;

/** `{base}review/{token}` (French under `{base}fr/`). */
export const reviewUrl = (token: string, language: 'en' | 'fr') => siteUrl(`review/${token}`, language);

/** Delivered orders whose delivery is `days` old at `asOf` (and not older than the catch-up window): one Query on gsi1. */
async function dueOrders(asOf: Date, days: number): Promise<OrderRecord[]> {
  const latest = new Date(asOf.getTime() - days * DAY_MS).toISOString();
  const earliest = new Date(asOf.getTime() - (days + CATCH_UP_DAYS) * DAY_MS).toISOString();
  return queryAll<OrderRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'deliveredAt <= :latest AND deliveredAt > :earliest',
    ExpressionAttributeValues: { ':pk': 'ORDERSTATUS#delivered', ':latest': latest, ':earliest': earliest },
  });
}

/**
 * The `review-requests` job: each order delivered `reviewRequestDays` ago (a setting, default 7) mails its
 * buyer once (`order-<id>-review-request`, claimed by sendOnce) a signed link per piece bought. Answers how
 * many mails this run sent.
 */
export async function requestReviews(asOf: Date): Promise<{ mailed: number }> {
  const settings = await getShopSettings();
  let mailed = 0;
  for (const header of await dueOrders(asOf, settings.reviewRequestDays)) {
    const key = `order-${header.id}-review-request`;
    const sent = await sendOnce(key, async () => {
      const order = (await getOrder(header.id))!;
      const language = order.language ?? 'en';
      const seen = new Set<number>();
      const links = [];
      // The pieces bought: a gift card is no piece to review.
      for (const line of shippedLines(order.items)) {
        if (seen.has(line.productId)) continue;
        seen.add(line.productId);
        const token = await signToken('review', reviewSubject(order.id, line.productId, language), REVIEW_LINK_DAYS);
        links.push({ name: cleanLine(language === 'fr' && line.frName ? line.frName : line.name), url: reviewUrl(token, language) });
      }
      return reviewRequestEmail(order.customerEmail, order.id, settings, links, language, key);
    });
    if (sent) mailed++;
  }
  return { mailed };
}
