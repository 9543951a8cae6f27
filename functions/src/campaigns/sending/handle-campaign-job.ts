import { once } from '../../lib/once';
import type { CampaignJob, CampaignQueue } from '../queue/campaign-job';
import { campaignQueueWith } from '../queue/campaign-queue-from-env';
import { fanOut } from './fan-out';
import { sendBatch, type SendDeps } from './send-batch';
import { createPacer } from './send-pacer';
import { senderEnv } from './sender-env';

export type SenderDeps = SendDeps & { queue: CampaignQueue };

/** Mails in flight at once within the pace (SES answers in tens of ms; the pace, not they, sets the rate). */
const IN_FLIGHT = 8;

/**
 * The sender's parts, made once per container: the campaign mailer, one pacer at this sender's share of
 * the account's rate, and the queue (the fan-out queues batches on it).
 */
export const defaultSenderDeps = once(async (): Promise<SenderDeps> => {
  const { campaignMailer } = await import('./campaign-mailer');
  return {
    mailer: campaignMailer,
    queue: campaignQueue(),
    pacer: createPacer(senderEnv.MAIL_SEND_RATE / senderEnv.SENDER_CONCURRENCY),
    now: () => new Date(),
    concurrency: IN_FLIGHT,
  };
});

/** One job off the queue: a start fans out, a batch mails. */
export async function handleCampaignJob(job: CampaignJob, deps?: SenderDeps): Promise<void> {
  const d = deps ?? (await defaultSenderDeps());
  if (job.kind === 'start') await fanOut(job.campaignId, d.queue, d.now);
  else await sendBatch(job, d);
}

/** The queue campaigns go on; locally its jobs come straight back to `handleCampaignJob`. */
export const campaignQueue = (): CampaignQueue => campaignQueueWith((job) => handleCampaignJob(job));
