import * as z from '../zod';
import { multiLineText, singleLineText } from './human-text';
import { languageSchema } from './language';

/** A newsletter campaign (issue 47): written in /admin, sent through the queue to confirmed subscribers. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** At most this many product cards in one campaign. */
export const MAX_CAMPAIGN_PRODUCTS = 12;

const subject = (label: string) => singleLineText({ label, max: 150 });
const preheader = (label: string) => z.optional(singleLineText({ label, max: 200, required: false }));
const body = (label: string) => multiLineText({ label, max: 20_000 });
const productId = z.number('productIds must be product ids').check(z.int('productIds must be product ids'), z.positive('productIds must be product ids'), z.maximum(1e12, 'productIds must be product ids'));

const fields = {
  subject: subject('Subject'),
  preheader: preheader('Preview line'),
  body: body('Body'),
  subjectFr: z.optional(singleLineText({ label: 'French subject', max: 150, required: false })),
  preheaderFr: preheader('French preview line'),
  bodyFr: z.optional(multiLineText({ label: 'French body', max: 20_000, required: false })),
  productIds: z.optional(
    z.array(productId).check(
      z.maxLength(MAX_CAMPAIGN_PRODUCTS, `At most ${MAX_CAMPAIGN_PRODUCTS} pieces`),
      z.refine((ids) => new Set(ids).size === ids.length, 'A piece is listed twice'),
    ),
  ),
};

/** POST /api/admin/campaigns and PUT /api/admin/campaigns/{id} (the whole draft each time). */
export const createCampaignSchema = z.strictObject(fields);
export type CreateCampaign = z.infer<typeof createCampaignSchema>;
export const updateCampaignSchema = createCampaignSchema;

/** POST /api/admin/campaigns/{id}/test: one address, in the language chosen (English by default). */
export const testCampaignSchema = z.strictObject({
  email: z.string('email is required').check(z.trim(), z.toLowerCase(), z.email('email must be an email address'), z.maxLength(254, 'email must be an email address')),
  language: z.optional(languageSchema),
});

/** A send is at most a year ahead. */
export const MAX_SCHEDULE_DAYS = 365;

/** POST /api/admin/campaigns/{id}/send: now, or at a time with its offset. */
export const sendCampaignSchema = z.strictObject({
  at: z.optional(z.iso.datetime({ offset: true, message: 'at must be a date and time with offset, e.g. 2026-12-15T09:00:00-06:00' })),
});

export const campaignParams = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]{8,40}$/, 'Campaign id is not valid')),
});

export type CampaignSummary = { id: string; status: CampaignStatus; subject: string; sendAt?: string; sent: number; failed: number; suppressed: number; createdAt: string; updatedAt: string };

/** GET /api/admin/campaigns/{id}. */
export type Campaign = {
  id: string;
  status: CampaignStatus;
  subject: string;
  preheader: string;
  body: string;
  subjectFr: string;
  preheaderFr: string;
  bodyFr: string;
  productIds: number[];
  sendAt?: string;
  sent: number;
  failed: number;
  suppressed: number;
  /** Subscribers who left the list after this campaign started sending. */
  unsubscribedSince: number;
  createdAt: string;
  updatedAt: string;
};
