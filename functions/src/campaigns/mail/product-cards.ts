import { formatCad } from '@crystal/shared/money';
import type { CampaignCard } from '@crystal/shared/campaigns/render-campaign-body';
import type { Language } from '@crystal/shared/schemas/language';
import { getProductsByIds } from '../../catalog';
import { absoluteUrl, siteUrl } from '../../lib/links/email-links';


/**
 * The cards of the pieces she picked (drawn by shared/src/campaigns/render-campaign-body.ts), read from the catalogue when the mail is built (today's name,
 * photo and price, in the reader's language), in her order. A piece archived or deleted since is left out.
 */
export async function productCards(ids: readonly number[], language: Language): Promise<CampaignCard[]> {
  if (!ids.length) return [];
  const products = await getProductsByIds([...ids]);
  return ids.flatMap((id) => {
    const p = products.get(id);
    if (!p || !p.isActive) return [];
    return [
      {
        name: (language === 'fr' && p.translations?.fr?.name) || p.name,
        price: formatCad(p.priceCents, language === 'fr' ? 'fr-CA' : 'en-CA'),
        imageUrl: absoluteUrl(p.imageUrl),
        url: siteUrl(`product/${id}`, language),
      },
    ];
  });
}
