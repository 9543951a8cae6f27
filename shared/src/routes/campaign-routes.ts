import type { RouteDef } from './route-types';

const admin = { fn: 'admin', auth: 'admin', session: false } as const;

/**
 * Newsletter campaigns (issue 47). The guide's draft runs in the ai function (it holds the model's grant),
 * behind the same authorizer; nothing is stored or sent by it.
 */
export const campaignDraftRoutes = [
  { id: 'draftCampaign', method: 'POST', path: '/api/admin/campaigns/draft', fn: 'ai', auth: 'admin', session: false },
] as const satisfies readonly RouteDef[];

/**
 * The campaigns themselves (admin function): create, list, read, edit, a test to one address, send now or
 * at `at`. Declared here for the dashboard's path builder; they join the route table (route-table.ts) with
 * the admin function's handlers for them.
 */
export const adminCampaignRoutes = [
  { id: 'createCampaign', method: 'POST', path: '/api/admin/campaigns', ...admin },
  { id: 'listCampaigns', method: 'GET', path: '/api/admin/campaigns', ...admin },
  { id: 'getCampaign', method: 'GET', path: '/api/admin/campaigns/{id}', ...admin },
  { id: 'updateCampaign', method: 'PUT', path: '/api/admin/campaigns/{id}', ...admin },
  { id: 'testCampaign', method: 'POST', path: '/api/admin/campaigns/{id}/test', ...admin },
  { id: 'sendCampaign', method: 'POST', path: '/api/admin/campaigns/{id}/send', ...admin },
] as const satisfies readonly RouteDef[];
