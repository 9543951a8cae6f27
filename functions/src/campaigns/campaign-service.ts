import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignStatus, CampaignSummary, CreateCampaign } from '@crystal/shared/schemas/campaign';
import { MAX_SCHEDULE_DAYS } from '@crystal/shared/schemas/campaign';
import type { Language } from '@crystal/shared/schemas/language';
import { conflict, invalid, notFound } from '../lib/errors';
import { unsubscribeUrls } from '../lib/links/email-links';
import { countUnsubscribedSince } from '../newsletter';
import { toCampaign, toCampaignSummary } from './campaign-item';
import { dueCampaignIds, getCampaignItem, listCampaignItems, moveToScheduled, moveToSending, putNewCampaign, replaceDraft } from './campaign-repository';
import { buildTemplate } from './mail/campaign-content';
import { personalise } from './mail/campaign-email';
import { campaignMail } from './mail/campaign-mail-messages';
import { campaignQueue } from './sending/handle-campaign-job';

/** A time this close (or past) sends now. */
const NOW_WINDOW_MS = 60_000;

export async function createCampaign(input: CreateCampaign, now = new Date()): Promise<{ id: string; status: 'draft' }> {
  const item = await putNewCampaign(randomUUID().replace(/-/g, ''), input, now.toISOString());
  return { id: item.id, status: 'draft' };
}

export async function listCampaigns(): Promise<{ campaigns: CampaignSummary[] }> {
  return { campaigns: (await listCampaignItems()).map(toCampaignSummary) };
}

export async function getCampaign(id: string): Promise<Campaign> {
  const item = await getCampaignItem(id);
  if (!item) throw notFound('Campaign');
  return toCampaign(item, item.startedAt ? await countUnsubscribedSince(item.startedAt) : 0);
}

export async function updateCampaign(id: string, input: CreateCampaign, now = new Date()): Promise<Campaign> {
  if (!(await replaceDraft(id, input, now.toISOString()))) {
    if (!(await getCampaignItem(id))) throw notFound('Campaign');
    throw conflict('This campaign is sending or sent: it can no longer be edited');
  }
  return getCampaign(id);
}

/** Mails the campaign to one address only (hers), in the language she picks, marked as a test; counts nothing. */
export async function testCampaign(id: string, email: string, language: Language = 'en', now = new Date()): Promise<{ sent: true; email: string; language: Language }> {
  const item = await getCampaignItem(id);
  if (!item) throw notFound('Campaign');
  const template = await buildTemplate(item, language);
  const subject = campaignMail(language, 'testSubject', { subject: template.subject });
  const message = personalise({ ...template, subject }, email, await unsubscribeUrls(email), `campaign-${id}-test-${now.getTime()}`);
  const { campaignMailer } = await import('./sending/campaign-mailer');
  await campaignMailer.send(message);
  return { sent: true, email, language };
}

/**
 * Send now (status `sending`, the fan-out queued) or at `at` (status `scheduled`; the campaign-send job
 * starts it when due). Only a draft moves, by a conditional write, so a second send, even at the same
 * instant, is a 409. The request never waits on the mailing.
 */
export async function sendCampaign(id: string, at: string | undefined, now = new Date()): Promise<{ id: string; status: CampaignStatus; sendAt?: string }> {
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) throw invalid(`A campaign is sent at most ${MAX_SCHEDULE_DAYS} days ahead`);
  const later = when.getTime() > now.getTime() + NOW_WINDOW_MS;
  const moved = later ? await moveToScheduled(id, when.toISOString(), now.toISOString()) : await moveToSending(id, 'draft', now.toISOString());
  if (!moved) {
    if (!(await getCampaignItem(id))) throw notFound('Campaign');
    throw conflict('This campaign is already scheduled, sending or sent');
  }
  if (later) return { id, status: 'scheduled', sendAt: when.toISOString() };
  await campaignQueue().send([{ kind: 'start', campaignId: id }]);
  return { id, status: 'sending' };
}

/** The campaign-send job: each scheduled campaign whose time has come starts (one move each, so two runs start it once). */
export async function startDueCampaigns(now = new Date()): Promise<number> {
  let started = 0;
  for (const id of await dueCampaignIds(now.toISOString())) {
    if (!(await moveToSending(id, 'scheduled', now.toISOString()))) continue;
    await campaignQueue().send([{ kind: 'start', campaignId: id }]);
    started++;
  }
  return started;
}
