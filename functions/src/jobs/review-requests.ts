import { logger } from '../lib/logger';
import { requestReviews } from '../orders';

/**
 * Scheduled job (shared/src/jobs.ts, hourly): each order delivered `reviewRequestDays` ago mails its buyer,
 * once, a link per piece to review it. `asOf` (from `npm run job -- review-requests --as-of <ISO>`) runs
 * it as if it were that time. Idempotent: every mail is claimed with sendOnce.
 */
export async function handler(event?: { asOf?: string }): Promise<{ mailed: number }> {
  const asOf = event?.asOf && !Number.isNaN(Date.parse(event.asOf)) ? new Date(event.asOf) : new Date();
  const result = await requestReviews(asOf);
  if (result.mailed > 0) logger.info('Mailed review requests', result);
  return result;
}
