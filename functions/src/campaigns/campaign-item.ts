import type { Campaign, CampaignSummary } from '@crystal/shared/schemas/campaign';

/**
 * One campaign: `CAMPAIGN#<id>` / `CAMPAIGN`, listed newest first on gsi2 (`CAMPAIGNS`, `<createdAt>#<id>`);
 * while scheduled it is also on gsi3 (`CAMPAIGN_DUE`, `<sendAt>#<id>`), which the campaign-send job reads.
 * Its recipients' send records (`TO#<email>`) and finished batches (`BATCH#<n>`) share its partition.
 */
export type CampaignItem = Omit<Campaign, 'unsubscribedSince'> & {
  pk: string;
  sk: 'CAMPAIGN';
  type: 'campaign';
  /** When sending started (the report's "unsubscribed since" counts from here). */
  startedAt?: string;
  sentAt?: string;
  /** Set once the fan-out has queued every batch: how many it queued, and to how many recipients. */
  fannedOut?: boolean;
  totalBatches?: number;
  recipients?: number;
  batchesDone: number;
  gsi2pk: 'CAMPAIGNS';
  gsi2sk: string;
  gsi3pk?: 'CAMPAIGN_DUE';
  gsi3sk?: string;
};

export const campaignPk = (id: string) => `CAMPAIGN#${id}`;
export const campaignKey = (id: string) => ({ pk: campaignPk(id), sk: 'CAMPAIGN' as const });
export const CAMPAIGNS_INDEX_PK = 'CAMPAIGNS';
export const DUE_INDEX_PK = 'CAMPAIGN_DUE';

export function toCampaign(item: CampaignItem, unsubscribedSince: number): Campaign {
  return {
    id: item.id,
    status: item.status,
    subject: item.subject,
    preheader: item.preheader,
    body: item.body,
    subjectFr: item.subjectFr,
    preheaderFr: item.preheaderFr,
    bodyFr: item.bodyFr,
    productIds: item.productIds,
    ...(item.sendAt ? { sendAt: item.sendAt } : {}),
    sent: item.sent,
    failed: item.failed,
    suppressed: item.suppressed,
    unsubscribedSince,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export const toCampaignSummary = (item: CampaignItem): CampaignSummary => ({
  id: item.id,
  status: item.status,
  subject: item.subject,
  ...(item.sendAt ? { sendAt: item.sendAt } : {}),
  sent: item.sent,
  failed: item.failed,
  suppressed: item.suppressed,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
