import { claimsNotEnabled } from '@crystal/shared/shop-facts/claims-not-enabled';
import { centsToDecimalString } from '@crystal/shared/money';
import { campaignDraftSchema, type CampaignDraft, type CampaignDraftRequest, type CampaignDraftText } from '@crystal/shared/schemas/campaign';
import { getProductsByIds, type ProductItem } from '../catalog';
import { invalid } from '../lib/errors';
import { logger } from '../lib/logger';
import { enforceRateLimit, type RateLimit } from '../lib/rate-limit';
import { getShopSettings } from '../settings';
import type { CampaignPiece } from './provider/ai-provider';
import { aiProvider } from './provider/provider-from-env';

/** Drafts per client address: a morning's writing with room to spare, not a script's loop on the model. */
export const CAMPAIGN_DRAFT_LIMIT: RateLimit = { scope: 'ai-campaign-draft-address', limit: 30, windowSeconds: 3600 };

/**
 * What a campaign may never say whatever the settings: a discount, sale or code she did not make (the draft
 * is about pieces, not offers), or a medical claim (the guide's rule: crystals do not diagnose, treat or cure
 * anything). The shop's own words stay allowed: "Healing Crystals" is a collection's name.
 */
const CAMPAIGN_NEVER =
  /\d+\s?%\s?(?:off\b|de rabais|de réduction)|\bdiscount|\bon sale\b|\bpromo|\bcoupon|\bcodes?\b|\bcure[sd]?\b|\btreatment|\btreats? (?:any|illness|disease|anxiety|pain|depression)|\bdiagnos|\bheals\b|rabais|\bsoldes?\b|\bguéri[rt]|\bsoigne|\bremède|médica/i;

/** Each claim in a draft that the shop does not make; none when every sentence is true. */
export function campaignClaimFaults(draft: CampaignDraftText, settings: Parameters<typeof claimsNotEnabled>[1]): string[] {
  const text = Object.values(draft).join('\n');
  const never = CAMPAIGN_NEVER.exec(text);
  return [...claimsNotEnabled(text, settings), ...(never ? [`"${never[0]}"`] : [])];
}

const toPiece = (p: ProductItem): CampaignPiece => ({
  name: p.name,
  description: p.description,
  price: centsToDecimalString(p.priceCents),
  gemstones: p.gemstones,
  materials: p.materials,
  careInstructions: p.careInstructions,
  ...(p.madeToOrder ? { madeToOrder: { leadTimeDays: p.madeToOrder.leadTimeDays } } : {}),
  ...(p.translations?.fr ? { nameFr: p.translations.fr.name, descriptionFr: p.translations.fr.description } : {}),
});

/** The picked pieces, in her order; a piece not in the catalogue (or archived) is a 400 naming it. */
async function piecesOf(ids: number[]): Promise<CampaignPiece[]> {
  const found = await getProductsByIds(ids);
  const missing = ids.filter((id) => !found.get(id)?.isActive);
  if (missing.length) throw invalid(`Not in the catalogue: piece ${missing.join(', ')}. Pick pieces on sale.`);
  return ids.map((id) => toPiece(found.get(id)!));
}

/**
 * POST /api/admin/campaigns/draft (decision 0113): the AI provider drafts both languages from the pieces
 * and her theme. Its answer must parse (zod) and make no claim the shop does not; otherwise, or when the
 * model fails, she gets the shop's own template written from the same pieces (`source: 'template'`), a
 * 200 she can edit, never a 5xx. Nothing is stored or sent.
 */
export async function draftCampaign(req: CampaignDraftRequest, client: string): Promise<CampaignDraft> {
  await enforceRateLimit(CAMPAIGN_DRAFT_LIMIT, client);
  const [pieces, settings] = await Promise.all([piecesOf(req.productIds), getShopSettings()]);
  const request = { theme: req.theme, pieces };
  try {
    const parsed = campaignDraftSchema.safeParse(await aiProvider.draftCampaign(request));
    if (!parsed.success) throw new Error(`unusable draft: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const faults = campaignClaimFaults(parsed.data, settings);
    if (faults.length) throw new Error(`draft claims what the shop does not: ${faults.join('; ')}`);
    return { ...parsed.data, source: aiProvider.name };
  } catch (error) {
    logger.warn('Campaign draft fell back to the template', { error: error as Error });
    const { draftCampaignLocally } = await import('./local/draft-campaign');
    return { ...draftCampaignLocally(request), source: 'template' };
  }
}
