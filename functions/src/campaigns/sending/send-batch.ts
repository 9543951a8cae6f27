import type { Language } from '@crystal/shared/schemas/language';
import { logger } from '../../lib/logger';
import { unsubscribeUrls } from '../../lib/links/email-links';
import type { Mailer } from '../../lib/mail/mailer';
import { unreachableAmong, type Recipient } from '../../newsletter';
import type { CampaignItem } from '../campaign-item';
import { finishIfDone, getCampaignItem } from '../campaign-repository';
import { personalise, type CampaignTemplate } from '../mail/campaign-email';
import { templateFor } from '../mail/campaign-content';
import type { CampaignJob } from '../queue/campaign-job';
import type { Pacer } from './send-pacer';
import { sendLedger } from './send-ledger';
import type { Outcome } from './send-record-repository';

export type SendDeps = { mailer: Mailer; pacer: Pacer; now: () => Date; concurrency: number };

const THROTTLED = new Set(['TooManyRequestsException', 'ThrottlingException', 'LimitExceededException', 'Throttling']);
const THROTTLE_RETRIES = 3;

/** Runs `work` on each item with at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  const worker = async () => {
    while (i < items.length) await work(items[i++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Hands the mail to SES at the paced rate; a throttled call (not sent) waits and tries again. */
async function mailPaced(message: Parameters<Mailer['send']>[0], deps: SendDeps): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await deps.pacer.take();
    try {
      return await deps.mailer.send(message);
    } catch (error) {
      if (!THROTTLED.has((error as Error).name) || attempt >= THROTTLE_RETRIES) throw error;
    }
  }
}

/** One reader's mail, paced; its outcome (`suppressed` when the address is unreachable, never mailed). */
async function mailOne(campaign: CampaignItem, batch: number, r: Recipient, template: CampaignTemplate, unreachable: boolean, deps: SendDeps): Promise<Outcome> {
  if (unreachable) return 'suppressed';
  try {
    const links = await unsubscribeUrls(r.email, r.language);
    await mailPaced(personalise(template, r.email, links, `campaign-${campaign.id}-${r.email}`), deps);
    return 'sent';
  } catch (error) {
    logger.warn('Campaign mail failed', { campaignId: campaign.id, batch, error });
    return 'failed';
  }
}

/**
 * One queued batch, a group of `concurrency` recipients at a time: the group is claimed in one
 * conditional write before SES is called for any of them, so however often the batch is delivered,
 * nobody gets the campaign twice, and a sender that dies leaves at most one group's claims open (counted
 * failed, never mailed). Outcomes ride with the next group's claim. An address that left the list or
 * was suppressed since the fan-out is claimed and counted suppressed, never mailed. The batch is counted
 * done once; the last one makes the campaign `sent`.
 */
export async function sendBatch(job: Extract<CampaignJob, { kind: 'batch' }>, deps: SendDeps): Promise<void> {
  const campaign = await getCampaignItem(job.campaignId);
  if (!campaign || campaign.status !== 'sending') return;
  // Built before any claim: a catalogue or settings hiccup fails the delivery whole, and SQS retries it.
  const languages = [...new Set(job.recipients.map((r) => r.language))];
  const templates = new Map<Language, CampaignTemplate>();
  for (const language of languages) templates.set(language, await templateFor(campaign, language));
  const recipients = [...new Map(job.recipients.map((r) => [r.email, r])).values()];
  const unreachable = await unreachableAmong(recipients.map((r) => r.email));
  const ledger = sendLedger(campaign.id, job.batch, deps.now);
  const group = Math.max(1, deps.concurrency);
  for (let i = 0; i < recipients.length; i += group) {
    const ours = new Set(await ledger.claim(recipients.slice(i, i + group).map((r) => r.email)));
    await eachLimited(
      recipients.slice(i, i + group).filter((r) => ours.has(r.email)),
      group,
      async (r) => ledger.record({ email: r.email, outcome: await mailOne(campaign, job.batch, r, templates.get(r.language)!, unreachable.has(r.email.toLowerCase()), deps) }),
    );
  }
  await ledger.finish();
  await finishIfDone(campaign.id, deps.now().toISOString());
}
