import { createFunction } from '../lib/http/create-function';

const chat = () => import('./routes/chat-routes');
const guide = () => import('./routes/guide-routes');
const drafts = () => import('./routes/draft-routes');
const campaignDraft = () => import('./routes/campaign-draft-routes');

/**
 * The crystal guide. Each route's module loads on its first request (decision 0027): the product page's
 * calls (views, insights, nudges, the offer) never load the AI provider; only chat and drafts do.
 */
export const handler = createFunction('ai', {
  aiStatus: chat,
  aiChat: chat,
  aiContextual: guide,
  aiProductInsights: guide,
  aiBehaviorAnalysis: guide,
  aiShoppingTrigger: guide,
  aiProductView: guide,
  aiOffer: guide,
  adminDraftProductFrench: drafts,
  adminDraftCategoryFrench: drafts,
  draftCampaign: campaignDraft,
});
