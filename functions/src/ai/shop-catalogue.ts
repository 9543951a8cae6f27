import { pieceInCollection } from '@crystal/shared/collections/piece-in-collection';
import { centsToDecimalString } from '@crystal/shared/money';
import { productPagePath } from '@crystal/shared/product-page';
import * as z from '@crystal/shared/zod';
import { listCategories, listActiveProducts } from '../catalog';
import type { StoredCategory } from '../catalog';
import { readEnv } from '../lib/env';
import type { ShopProduct } from './provider/ai-provider';
import { valueUnits } from '@crystal/shared/product-stock';
import { unitsAcross } from '@crystal/shared/product-stock-counts';
import type { ProductItem } from '../catalog';
import { productRatings } from '../published-reviews';

/** A piece's options as the guide reads them: each value with what can be bought of it now. */
function guideOptions(p: ProductItem): Pick<ShopProduct, 'options' | 'madeToOrder'> {
  return {
    ...(p.options?.length
      ? {
          options: p.options.map((o, option) => ({
            name: o.name,
            ...(o.translations?.fr?.name ? { frName: o.translations.fr.name } : {}),
            values: o.values.map((v, value) => ({
              value: v.value,
              ...(v.translations?.fr?.value ? { frValue: v.translations.fr.value } : {}),
              available: valueUnits(p, { option, value }),
            })),
          })),
        }
      : {}),
    ...(p.madeToOrder ? { madeToOrder: { leadTimeDays: p.madeToOrder.leadTimeDays } } : {}),
  };
}

const env = readEnv({ BASE_PATH: z._default(z.string(), '/shop/') });
const base = env.BASE_PATH.endsWith('/') ? env.BASE_PATH : `${env.BASE_PATH}/`;

export const productUrl = (id: number) => productPagePath(base, id, 'en');
export const frenchProductUrl = (id: number) => productPagePath(base, id, 'fr');
/** A page of the shop ('/returns') as a link the shopper can follow. */
export const pageUrl = (path: string) => `${base}${path.replace(/^\//, '')}`;

const collectionOf = (c: StoredCategory | undefined) =>
  c
    ? { categorySlug: c.slug, categoryShown: !c.hidden, ...(c.translations?.fr ? { categoryFr: c.translations.fr.name } : {}) }
    : {};

/**
 * The live, active catalogue as the guide sees it (three Queries), each piece with its collection as she
 * names it now and its rating from published reviews.
 */
export async function shopCatalogue(): Promise<ShopProduct[]> {
  const [items, categories, ratings] = await Promise.all([listActiveProducts(), listCategories(), productRatings()]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return items.map((p) => ({
    id: p.id,
    name: p.name,
    price: centsToDecimalString(p.priceCents),
    category: byId.get(p.categoryId)?.name ?? '',
    ...collectionOf(byId.get(p.categoryId)),
    collections: categories.filter((c) => pieceInCollection(p, c.id)).map((c) => ({ name: c.name, slug: c.slug })),
    gemstones: p.gemstones,
    materials: p.materials,
    // What can be bought now by the one rule: a made-to-order piece's open units, a ring's sizes added up.
    stockQuantity: unitsAcross(p),
    url: productUrl(p.id),
    ...(p.translations?.fr ? { frName: p.translations.fr.name } : {}),
    frUrl: frenchProductUrl(p.id),
    ...guideOptions(p),
    ...(ratings.has(p.id) ? { rating: ratings.get(p.id) } : {}),
  }));
}
