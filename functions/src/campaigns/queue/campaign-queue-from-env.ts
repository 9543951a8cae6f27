import { ConfigError } from '../../lib/errors';
import { mailEnv } from '../../lib/mail/mail-env';
import { senderEnv } from '../sending/sender-env';
import type { CampaignJob, CampaignQueue } from './campaign-job';
import { localQueue } from './local-queue';
import { sqsQueue } from './sqs-queue';

let queue: CampaignQueue | undefined;

/**
 * The campaign queue, one per container: SQS in AWS; locally an in-process queue that hands each job to
 * `consume` (the sender, handed in by its module) at once, so mails land in the outbox as others do.
 */
export function campaignQueueWith(consume: (job: CampaignJob) => Promise<void>): CampaignQueue {
  if (queue) return queue;
  if (senderEnv.CAMPAIGN_QUEUE_URL) queue = sqsQueue(senderEnv.CAMPAIGN_QUEUE_URL);
  else if (mailEnv.MAIL_PROVIDER === 'ses') {
    // With SES and no queue the list would be mailed from the admin function itself: refuse instead.
    queue = { send: () => Promise.reject(new ConfigError('CAMPAIGN_QUEUE_URL is not set: campaigns cannot be queued')) };
  } else queue = localQueue(consume);
  return queue;
}
