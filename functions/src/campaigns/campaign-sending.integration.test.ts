import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putSubscribers } from '../newsletter/subscriber.factory';
import type { MailMessage } from '../lib/mail/mailer';
import { createdCampaign } from './campaign.factory';
import { getCampaignItem, moveToSending } from './campaign-repository';
import type { CampaignJob } from './queue/campaign-job';
import { handleCampaignJob, type SenderDeps } from './sending/handle-campaign-job';
import { createPacer } from './sending/send-pacer';

const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `r${i}-${tag}@example.ca`);

/** A sender of its own: jobs it queues are kept (to deliver by hand), mails counted by address. */
function sender(mailer: (m: MailMessage) => Promise<void>, queued: CampaignJob[]): SenderDeps {
  return { mailer: { send: mailer }, queue: { send: async (jobs) => void queued.push(...jobs) }, pacer: createPacer(1000), now: () => new Date(), concurrency: 8 };
}

describe('campaign sending', () => {
  it('a sender killed in the middle of a batch, then run again on every batch: nobody gets two mails, and the campaign ends sent', async () => {
    const tag = randomUUID().slice(0, 8);
    const list = addresses(101, tag);
    await putSubscribers(list.map((email, i) => ({ email, status: 'confirmed', language: i % 3 ? 'en' : 'fr' })));
    const id = await createdCampaign();
    expect(await moveToSending(id, 'draft', new Date().toISOString())).toBe(true);
    const delivered = new Map<string, number>();
    const count = async (m: MailMessage) => void delivered.set(m.to, (delivered.get(m.to) ?? 0) + 1);

    const batches: CampaignJob[] = [];
    await handleCampaignJob({ kind: 'start', campaignId: id }, sender(count, batches));
    const ours = (job: CampaignJob) => job.kind === 'batch' && job.recipients.some((r) => r.email.endsWith(`-${tag}@example.ca`));
    expect(batches.filter(ours).length).toBeGreaterThanOrEqual(3);
    await handleCampaignJob(batches[0]!, sender(count, []));

    // The second batch: after 10 mails the process dies (every later SES call never returns).
    let calls = 0;
    let dead!: () => void;
    const died = new Promise<void>((resolve) => (dead = resolve));
    const dying = async (m: MailMessage) => {
      if (++calls > 10) {
        dead();
        return new Promise<void>(() => {});
      }
      return count(m);
    };
    void handleCampaignJob(batches[1]!, sender(dying, []));
    await died;
    await new Promise((r) => setTimeout(r, 300));

    // SQS delivers everything again: the start and every batch (the first one too).
    const again: CampaignJob[] = [];
    await handleCampaignJob({ kind: 'start', campaignId: id }, sender(count, again));
    expect(again).toHaveLength(0);
    for (const job of batches) await handleCampaignJob(job, sender(count, []));

    const everyone = batches.flatMap((job) => (job.kind === 'batch' ? job.recipients.map((r) => r.email) : []));
    expect(Math.max(...everyone.map((e) => delivered.get(e) ?? 0))).toBe(1);
    const item = (await getCampaignItem(id))!;
    expect(item.status).toBe('sent');
    // Those the dead sender had claimed but not finished are never retried: counted failed, not mailed.
    expect(item.sent).toBe([...delivered.values()].length);
    expect(item.sent + item.failed).toBe(everyone.length);
    expect(item.failed).toBeGreaterThan(0);
    expect(item.failed).toBeLessThanOrEqual(8);
  }, 120_000);

});
