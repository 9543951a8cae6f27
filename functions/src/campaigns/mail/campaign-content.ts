import type { Language } from '@crystal/shared/schemas/language';
import { getShopSettings } from '../../settings';
import type { CampaignItem } from '../campaign-item';
import { campaignTemplate, type CampaignTemplate } from './campaign-email';
import { productCards } from './product-cards';

/**
 * A campaign's words in a language. French readers get her French when she wrote a French body (its
 * subject and preview line, or the English ones where those are empty); with no French body at all they
 * get the English mail rather than none.
 */
export function campaignWords(item: Pick<CampaignItem, 'subject' | 'preheader' | 'body' | 'subjectFr' | 'preheaderFr' | 'bodyFr'>, language: Language) {
  if (language === 'fr' && item.bodyFr.trim()) {
    return { language, subject: item.subjectFr || item.subject, preheader: item.preheaderFr || item.preheader, body: item.bodyFr };
  }
  return { language: 'en' as Language, subject: item.subject, preheader: item.preheader, body: item.body };
}

/** The mail of one language, built from today's catalogue and settings. */
export async function buildTemplate(item: CampaignItem, language: Language): Promise<CampaignTemplate> {
  const words = campaignWords(item, language);
  const cards = await productCards(item.productIds, words.language);
  return campaignTemplate({ ...words, cards }, await getShopSettings(), words.language);
}

const built = new Map<string, Promise<CampaignTemplate>>();

/**
 * Built once per container for each campaign, language and version (a sending campaign can no longer
 * change), so 10,000 readers cost two renders, not 10,000.
 */
export function templateFor(item: CampaignItem, language: Language): Promise<CampaignTemplate> {
  const key = `${item.id}:${item.updatedAt}:${language}`;
  let template = built.get(key);
  if (!template) {
    if (built.size > 20) built.clear();
    template = buildTemplate(item, language);
    built.set(key, template);
    template.catch(() => built.delete(key));
  }
  return template;
}
