import * as z from '../zod';
import { positiveIntSchema } from './common';
import { multiLineText, singleLineText } from './human-text';
import { languageSchema } from './language';

/** A newsletter campaign (issue 47): written in /admin, sent through the queue to confirmed subscribers. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];


/** The longest subject, preview line and body a campaign takes (the same in English and French). */
export const CAMPAIGN_LIMITS = { subject: 120, preheader: 150, body: 10_000, products: 6, theme: 200 } as const;

export const CAMPAIGN_MESSAGES = {
  subject: 'Subject is required',
  body: 'Body is required',
  productIds: `Pick from 1 to ${CAMPAIGN_LIMITS.products} pieces, each once`,
  theme: 'Say what the mail is about (a theme, such as "full moon in December")',
} as const;

const optionalText = (label: string, max: number, multi = false) =>
  z._default((multi ? multiLineText : singleLineText)({ label, max, required: false }), '');

/**
 * A campaign's words in both languages: subject, preview line (preheader) and body (text with `## `
 * headings and `[text](https://...)` links). English is required; French is optional (a French subscriber
 * gets the English while it is empty).
 */
export const campaignTextSchema = z.strictObject({
  subject: singleLineText({ label: 'Subject', max: CAMPAIGN_LIMITS.subject, messages: { required: CAMPAIGN_MESSAGES.subject } }),
  preheader: optionalText('Preview line', CAMPAIGN_LIMITS.preheader),
  body: multiLineText({ label: 'Body', max: CAMPAIGN_LIMITS.body, messages: { required: CAMPAIGN_MESSAGES.body } }),
  subjectFr: optionalText('French subject', CAMPAIGN_LIMITS.subject),
  preheaderFr: optionalText('French preview line', CAMPAIGN_LIMITS.preheader),
  bodyFr: optionalText('French body', CAMPAIGN_LIMITS.body, true),
});
export type CampaignText = z.infer<typeof campaignTextSchema>;

const pieceIdsSchema = z
  .array(positiveIntSchema, { message: CAMPAIGN_MESSAGES.productIds })
  .check(
    z.minLength(1, CAMPAIGN_MESSAGES.productIds),
    z.maxLength(CAMPAIGN_LIMITS.products, CAMPAIGN_MESSAGES.productIds),
    z.refine((ids) => new Set(ids).size === ids.length, CAMPAIGN_MESSAGES.productIds),
  );

/** POST /api/admin/campaigns/draft: the pieces she picked (1 to 6) and the theme, for the guide to draft from. */
export const campaignDraftRequestSchema = z.strictObject({
  productIds: pieceIdsSchema,
  theme: singleLineText({ label: 'Theme', max: CAMPAIGN_LIMITS.theme, messages: { required: CAMPAIGN_MESSAGES.theme } }),
});
export type CampaignDraftRequest = z.infer<typeof campaignDraftRequestSchema>;

/**
 * What the guide hands back (and what a model's answer must parse as): every field filled, within the
 * campaign's limits. `source` says where it came from: the model, or the shop's own template when the
 * model's answer was unusable (decision 0113).
 */
export const campaignDraftSchema = z.strictObject({
  subject: singleLineText({ label: 'Subject', max: CAMPAIGN_LIMITS.subject }),
  preheader: singleLineText({ label: 'Preview line', max: CAMPAIGN_LIMITS.preheader }),
  body: multiLineText({ label: 'Body', max: CAMPAIGN_LIMITS.body }),
  subjectFr: singleLineText({ label: 'French subject', max: CAMPAIGN_LIMITS.subject }),
  preheaderFr: singleLineText({ label: 'French preview line', max: CAMPAIGN_LIMITS.preheader }),
  bodyFr: multiLineText({ label: 'French body', max: CAMPAIGN_LIMITS.body }),
});
export type CampaignDraftText = z.infer<typeof campaignDraftSchema>;
export type CampaignDraft = CampaignDraftText & { source: 'bedrock' | 'local' | 'template' };

/**
 * POST /api/admin/campaigns and PUT /api/admin/campaigns/{id} (the whole draft each time), as the editor
 * sends them: the words and up to six pieces as cards (as many as the guide drafts from).
 */
export const campaignInputSchema = z.extend(campaignTextSchema, {
  productIds: z._default(
    z.array(positiveIntSchema).check(
      z.maxLength(CAMPAIGN_LIMITS.products, `Show at most ${CAMPAIGN_LIMITS.products} pieces`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each piece once'),
    ),
    [],
  ),
});
export type CampaignInputFields = z.input<typeof campaignInputSchema>;
export type CampaignInputParsed = z.infer<typeof campaignInputSchema>;
export const createCampaignSchema = campaignInputSchema;
export const updateCampaignSchema = campaignInputSchema;
/** What a campaign is created from: the request's fields, the optional ones left out or filled. */
export type CreateCampaign = CampaignInputFields;

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
