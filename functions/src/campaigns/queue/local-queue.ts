import { logger } from '../../lib/logger';
import type { CampaignJob, CampaignQueue } from './campaign-job';

export type LocalQueue = CampaignQueue & {
  /** Resolves when every queued job has been handled (tests, the bench). */
  idle(): Promise<void>;
  /** Jobs that failed every attempt, as SQS would park them in the dead-letter queue. */
  deadLetters: CampaignJob[];
};

/**
 * The local stand-in for SQS: jobs are handled in this process, one at a time, as soon as they are
 * queued; the request that queued them does not wait. A job that throws is tried again, up to
 * `attempts` times (SQS's redelivery), then parked.
 */
export function localQueue(consume: (job: CampaignJob) => Promise<void>, attempts = 3): LocalQueue {
  const pending: { job: CampaignJob; tries: number }[] = [];
  const deadLetters: CampaignJob[] = [];
  let draining: Promise<void> | undefined;

  async function drain() {
    for (let next = pending.shift(); next; next = pending.shift()) {
      try {
        await consume(next.job);
      } catch (error) {
        if (next.tries + 1 < attempts) pending.push({ job: next.job, tries: next.tries + 1 });
        else {
          deadLetters.push(next.job);
          logger.error('Campaign job failed every attempt', { job: next.job.kind, campaignId: next.job.campaignId, error });
        }
      }
    }
  }

  function kick() {
    draining ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(drain)
      .finally(() => {
        draining = undefined;
        if (pending.length) kick();
      });
  }

  return {
    async send(jobs) {
      pending.push(...jobs.map((job) => ({ job, tries: 0 })));
      kick();
    },
    async idle() {
      while (draining) await draining;
    },
    deadLetters,
  };
}
