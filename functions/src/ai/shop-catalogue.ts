import { centsToDecimalString } from '@crystal/shared/money';
import { productPagePath } from '@crystal/shared/product-page';
import * as z from '@crystal/shared/zod';
import { listCategories, listActiveProducts } from '../catalog';
import type { StoredCategory } from '../catalog';
import { readEnv } from '../lib/env';
import type { ShopProduct } from './provider/ai-provider';

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

/** The live, active catalogue as the guide sees it (two Queries), each piece with its collection as she names it now. */
export async function shopCatalogue(): Promise<ShopProduct[]> {
  const [items, categories] = await Promise.all([listActiveProducts(), listCategories()]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return items.map((p) => ({
    id: p.id,
    name: p.name,
    price: centsToDecimalString(p.priceCents),
    category: byId.get(p.categoryId)?.name ?? '',
    ...collectionOf(byId.get(p.categoryId)),
    gemstones: p.gemstones,
    materials: p.materials,
    stockQuantity: p.stockQuantity,
    url: productUrl(p.id),
    ...(p.translations?.fr ? { frName: p.translations.fr.name } : {}),
    frUrl: frenchProductUrl(p.id),
  }));
}
