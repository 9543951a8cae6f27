import { logger } from '../../lib/logger';
import type { CampaignJob, CampaignQueue } from './campaign-job';

export type LocalQueue = CampaignQueue & {
  /** Resolves when every queued job has been handled (tests, the bench). */
  idle(): Promise<void>;
  /** Jobs that failed every attempt, as SQS would park them in the dead-letter queue. */
  deadLetters: CampaignJob[];
};

/**
 * Jobs handled at once, as SQS hands batches to several senders. They share the one pacer, so the rate
 * is the same; while some batches write their claims to the table others mail. Six rather than three
 * (decision 0127): on a busy machine a DynamoDB Local write can take longer than three batches' queued
 * mails last, and the pacer then waited with nothing to send.
 */
export const LOCAL_SENDERS = 6;

/**
 * The local stand-in for SQS: jobs are handled in this process, up to `senders` at a time, as soon as
 * they are queued; the request that queued them does not wait. A job that throws is tried again, up to
 * `attempts` times (SQS's redelivery), then parked.
 */
export function localQueue(consume: (job: CampaignJob) => Promise<void>, attempts = 3, senders = LOCAL_SENDERS): LocalQueue {
  const pending: { job: CampaignJob; tries: number }[] = [];
  const deadLetters: CampaignJob[] = [];
  let active = 0;
  let idlers: (() => void)[] = [];

  async function handle(next: { job: CampaignJob; tries: number }) {
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

  function pump() {
    while (active < senders && pending.length) {
      active++;
      void handle(pending.shift()!).finally(() => {
        active--;
        pump();
      });
    }
    if (!active && !pending.length) {
      const waiting = idlers;
      idlers = [];
      for (const resolve of waiting) resolve();
    }
  }

  return {
    async send(jobs) {
      pending.push(...jobs.map((job) => ({ job, tries: 0 })));
      setImmediate(pump);
    },
    idle() {
      if (!active && !pending.length) return Promise.resolve();
      return new Promise<void>((resolve) => idlers.push(resolve));
    },
    deadLetters,
  };
}
