import { logger } from '../lib/logger';
import { releaseExpiredReservations } from '../orders';

/**
 * Scheduled job (shared/src/jobs.ts, every 5 minutes): pending orders left unpaid past their 30-minute
 * reservation give their stock back and are cancelled. Idempotent; safe to run twice or concurrently.
 */
export async function handler(): Promise<{ released: number }> {
  let released = 0;
  // Up to 10 pages of 100 per run; whatever remains is taken by the next run.
  for (let round = 0; round < 10; round++) {
    const n = await releaseExpiredReservations(new Date(), 100);
    released += n;
    if (n === 0) break;
  }
  if (released > 0) logger.info('Released expired reservations', { released });
  return { released };
}
