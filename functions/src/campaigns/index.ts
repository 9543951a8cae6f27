/**
 * Newsletter campaigns: drafts, tests, sending through the queue, and the SES events that suppress an
 * address. The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { createCampaign, getCampaign, listCampaigns, sendCampaign, startDueCampaigns, testCampaign, updateCampaign } from './campaign-service';
export { handleCampaignJob } from './sending/handle-campaign-job';
