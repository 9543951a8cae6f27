import { decimalStringToCents } from '@crystal/shared/money';
import { makeCategory, makeProduct } from '../product.factory';
import { SEED_CATEGORIES_FR, seedPieceFrench } from '../../seed';
import { CATEGORIES, PRODUCTS, SEED_CHOICES, seedEtsyLink, seedStock } from '../../seed';

/**
 * The seed catalogue as `npm start` writes it (scripts/seed/seed-catalogue.ts), its ids, words, prices,
 * choices, stock, French and Etsy links, without drawing its artwork: three picture addresses per piece.
 */
export async function writeSeedPieces(): Promise<void> {
  for (const c of CATEGORIES) {
    const fr = SEED_CATEGORIES_FR[c.name];
    await makeCategory({ id: c.id, name: c.name, slug: c.slug, description: c.description, ...(fr ? { translations: { fr } } : {}) });
  }
  for (const [index, p] of PRODUCTS.entries()) {
    const id = index + 1;
    const imageUrls = [0, 1, 2].map((v) => `/media/img/seed-${id}-${v}/640.webp`);
    const fr = seedPieceFrench(p.name, p.care);
    await makeProduct({
      id,
      name: p.name,
      description: p.description,
      priceCents: decimalStringToCents(p.price),
      imageUrl: imageUrls[0]!,
      imageUrls,
      categoryId: p.categoryId,
      materials: p.materials,
      gemstones: p.gemstones,
      weightGrams: p.weight,
      sku: `SEED-${id}`,
      stockQuantity: seedStock(p.name, p.stock),
      ...SEED_CHOICES[p.name],
      careInstructions: p.care,
      isFeatured: p.featured ?? false,
      ...(p.etsyListing === undefined ? {} : { etsyLink: seedEtsyLink(p) }),
      soldCount: p.sold ?? 0,
      ...(fr ? { translations: { fr } } : {}),
    });
  }
}
