import { confirmedSubscriberPage, type Recipient } from '../../newsletter';
import { finishIfDone, getCampaignItem, markFannedOut } from '../campaign-repository';
import { BATCH_SIZE, type CampaignJob, type CampaignQueue } from '../queue/campaign-job';

/**
 * A campaign's start: pages through the confirmed subscribers (a Query on the list's index, never a
 * Scan) and queues them in batches of BATCH_SIZE, page by page (a list of any size never sits in memory
 * whole). Then records how many batches there are; with no subscriber at all the campaign is sent at once.
 * Delivered twice, it finds the campaign fanned out and only checks whether it is done.
 */
export async function fanOut(campaignId: string, queue: CampaignQueue, now: () => Date): Promise<void> {
  const campaign = await getCampaignItem(campaignId);
  if (!campaign || campaign.status !== 'sending') return;
  if (!campaign.fannedOut) {
    let batch = 0;
    let count = 0;
    let buffer: Recipient[] = [];
    let next: Record<string, unknown> | undefined;
    do {
      const page = await confirmedSubscriberPage(next);
      next = page.next;
      buffer.push(...page.recipients);
      const jobs: CampaignJob[] = [];
      while (buffer.length >= BATCH_SIZE || (!next && buffer.length)) {
        const recipients = buffer.slice(0, BATCH_SIZE);
        buffer = buffer.slice(BATCH_SIZE);
        count += recipients.length;
        jobs.push({ kind: 'batch', campaignId, batch: batch++, recipients });
      }
      if (jobs.length) await queue.send(jobs);
    } while (next);
    await markFannedOut(campaignId, batch, count);
  }
  await finishIfDone(campaignId, now().toISOString());
}
