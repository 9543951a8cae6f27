import { campaignParams, createCampaignSchema, sendCampaignSchema, testCampaignSchema, updateCampaignSchema } from '@crystal/shared/schemas/campaign';
import { defineRoute } from '../../lib/http/define-route';
import { accepted, created, ok } from '../../lib/http/responses';
import * as campaigns from '../../campaigns';

/** Newsletter campaigns in /admin: write, test, send (docs/decisions/0112-campaigns-through-a-queue.md). */
export const listCampaigns = defineRoute({}, async () => ok(await campaigns.listCampaigns()));

export const createCampaign = defineRoute({ body: createCampaignSchema }, async ({ body }) => created(await campaigns.createCampaign(body)));

export const getCampaign = defineRoute({ params: campaignParams }, async ({ params }) => ok(await campaigns.getCampaign(params.id)));

export const updateCampaign = defineRoute({ params: campaignParams, body: updateCampaignSchema }, async ({ params, body }) =>
  ok(await campaigns.updateCampaign(params.id, body)),
);

/** Mails only the address given. */
export const testCampaign = defineRoute({ params: campaignParams, body: testCampaignSchema }, async ({ params, body }) =>
  ok(await campaigns.testCampaign(params.id, body.email, body.language)),
);

/** 202: queued (or scheduled); a second send is a 409. */
export const sendCampaign = defineRoute({ params: campaignParams, body: sendCampaignSchema }, async ({ params, body }) =>
  accepted(await campaigns.sendCampaign(params.id, body.at)),
);
