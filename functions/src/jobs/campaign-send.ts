import { logger } from '../lib/logger';
import { startDueCampaigns } from '../campaigns';

/**
 * Scheduled job (shared/src/jobs.ts, every 5 minutes): starts each campaign she scheduled whose time has
 * come (queues its fan-out; the campaign sender mails it). `asOf` (ISO) runs it as if it were that time:
 * `npm run job -- campaign-send --as-of <ISO>`.
 */
export async function handler(event?: { asOf?: string }): Promise<{ started: number }> {
  const asOf = typeof event?.asOf === 'string' && !Number.isNaN(Date.parse(event.asOf)) ? new Date(event.asOf) : new Date();
  const started = await startDueCampaigns(asOf);
  if (started > 0) logger.info('Scheduled campaigns started', { started });
  return { started };
}
