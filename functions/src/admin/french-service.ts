import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import type { AdminCategory, CategoryTranslation, ProductTranslation } from '@crystal/shared/schemas/translation';
import { getProduct } from '../catalog';
import { notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import { auditPut } from '../audit-log';
import { approveCategoryFrenchItem, approveProductFrenchItem, listCategoryItems } from './french-repository';
import { toAdminProduct } from './to-admin-product';
import { byMenuOrder } from '../catalog';

/** The artisan approves a piece's French: from then on shoppers on the French site see it. */
export async function approveProductFrench(admin: AdminIdentity, id: number, fr: ProductTranslation): Promise<AdminProduct> {
  const before = await getProduct(id);
  if (!before) throw notFound('Product');
  await approveProductFrenchItem(
    id,
    fr,
    auditPut(admin, {
      action: 'product.french',
      target: `product ${id}`,
      detail: fr.name,
      summary: `Approved the French of ${before.name} (${fr.name})`,
    }),
  );
  const after = await getProduct(id);
  return toAdminProduct(after!);
}

/** Every collection, hidden ones too, in the Shop menu's order (position 1 first). */
export async function listCategoriesForAdmin(): Promise<AdminCategory[]> {
  return (await listCategoryItems()).sort(byMenuOrder).map(({ id, name, slug, description, imageUrl, translations, frDraft, hidden, pieceOrder }, index) => ({
    id,
    name,
    slug,
    description,
    imageUrl,
    position: index + 1,
    hidden: hidden === true,
    translations: translations ?? {},
    ...(frDraft ? { frDraft } : {}),
    pieceOrder: pieceOrder ?? [],
  }));
}

export async function approveCategoryFrench(admin: AdminIdentity, id: number, fr: CategoryTranslation): Promise<AdminCategory> {
  const before = (await listCategoryItems()).find((c) => c.id === id);
  if (!before) throw notFound('Category');
  await approveCategoryFrenchItem(
    id,
    fr,
    auditPut(admin, {
      action: 'category.french',
      target: `category ${id}`,
      detail: fr.name,
      summary: `Approved the French of the ${before.name} collection (${fr.name})`,
    }),
  );
  return (await listCategoriesForAdmin()).find((c) => c.id === id)!;
}
