import { logger } from '../lib/logger';
import { remindUnfinishedCheckouts } from '../orders';

/**
 * Scheduled job (shared/src/jobs.ts, every 15 minutes): one reminder per unfinished checkout, when she has
 * the reminder on (settings). `asOf` (ISO) runs it as if it were that time: `npm run job -- abandoned-checkout --as-of <ISO>`.
 */
export async function handler(event?: { asOf?: string }): Promise<{ reminded: number }> {
  const asOf = typeof event?.asOf === 'string' && !Number.isNaN(Date.parse(event.asOf)) ? new Date(event.asOf) : new Date();
  const reminded = await remindUnfinishedCheckouts(asOf);
  if (reminded > 0) logger.info('Checkout reminders sent', { reminded });
  return { reminded };
}
