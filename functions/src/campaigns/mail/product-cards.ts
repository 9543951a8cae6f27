import { formatCad } from '@crystal/shared/money';
import type { Language } from '@crystal/shared/schemas/language';
import { getProductsByIds } from '../../catalog';
import { absoluteUrl, siteUrl } from '../../lib/links/email-links';

export type ProductCard = { name: string; price: string; imageUrl: string; url: string };

/**
 * The cards of the pieces she picked, read from the catalogue when the mail is built (today's name,
 * photo and price, in the reader's language), in her order. A piece archived or deleted since is left out.
 */
export async function productCards(ids: readonly number[], language: Language): Promise<ProductCard[]> {
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
