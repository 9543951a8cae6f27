import type { Recipient } from '../../newsletter';

/** Recipients in one queued batch (one SQS message, far below its 256 KB). */
export const BATCH_SIZE = 50;

/**
 * The work a campaign's queue carries: `start` fans the list out into batches; `batch` mails its
 * recipients. Both are safe to deliver twice (SQS delivers at least once).
 */
export type CampaignJob =
  | { kind: 'start'; campaignId: string }
  | { kind: 'batch'; campaignId: string; batch: number; recipients: Recipient[] };

/** The queue port: SQS in AWS, an in-process queue drained at once locally. */
export type CampaignQueue = { send(jobs: readonly CampaignJob[]): Promise<void> };

export function parseCampaignJob(body: string): CampaignJob {
  const job = JSON.parse(body) as CampaignJob;
  if (!job || typeof job.campaignId !== 'string' || (job.kind !== 'start' && job.kind !== 'batch')) throw new Error('Not a campaign job');
  return job;
}
