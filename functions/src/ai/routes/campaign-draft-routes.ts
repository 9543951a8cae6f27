import { campaignDraftRequestSchema } from '@crystal/shared/schemas/campaign';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { draftCampaign as draft } from '../campaign-draft-service';

/** Admin route (behind the authorizer): the guide drafts a campaign from her pieces and theme; nothing is stored. */
export const draftCampaign = defineRoute({ body: campaignDraftRequestSchema }, async ({ body, ip }) => ok(await draft(body, ip)));
