import type { RouteDef } from './route-types';

const admin = { fn: 'admin', auth: 'admin', session: false } as const;

/**
 * Newsletter campaigns in /admin (docs/decisions/0112-campaigns-through-a-queue.md): she writes a draft,
 * mails herself a test, then sends now or at a time. Send only queues the work: the campaign sender
 * (infra/lib/campaign-sending.ts) mails the list from the queue at the SES account's rate.
 */
export const adminCampaignsRoutes = [
  { id: 'listCampaigns', method: 'GET', path: '/api/admin/campaigns', ...admin },
  { id: 'createCampaign', method: 'POST', path: '/api/admin/campaigns', ...admin },
  { id: 'getCampaign', method: 'GET', path: '/api/admin/campaigns/{id}', ...admin },
  { id: 'updateCampaign', method: 'PUT', path: '/api/admin/campaigns/{id}', ...admin },
  { id: 'testCampaign', method: 'POST', path: '/api/admin/campaigns/{id}/test', ...admin },
  { id: 'sendCampaign', method: 'POST', path: '/api/admin/campaigns/{id}/send', ...admin },
] as const satisfies readonly RouteDef[];

/**
 * The guide's draft of a campaign runs in the ai function (it holds the model's grant), behind the same
 * authorizer; nothing is stored or sent by it (docs/decisions/0113-campaign-drafts-and-the-editor.md).
 */
export const campaignDraftRoutes = [
  { id: 'draftCampaign', method: 'POST', path: '/api/admin/campaigns/draft', fn: 'ai', auth: 'admin', session: false },
] as const satisfies readonly RouteDef[];
