import { decimalStringToCents, formatCad } from '@crystal/shared/money';
import type { AdminProduct, ProductInputParsed } from '@crystal/shared/schemas/admin-product';
import { imageFallbackUrl, type ProductImage } from '@crystal/shared/images/image-urls';
import { getProduct, queryCategories } from '../catalog';
import type { ProductFields } from '../catalog';
import { nextId } from '../lib/db/next-id';
import { AppError, invalid, notFound } from '../lib/errors';
import { collectionsOfPiece, extraCollectionsOf } from '@crystal/shared/collections/collections-of-piece';
import type { AdminIdentity } from '../lib/http/parse-request';
import { auditPut } from '../audit-log';
import { insertProduct, listAllProducts, replaceProduct } from './admin-product-repository';
import { toAdminProduct } from './to-admin-product';
import { toChoiceFields } from './to-choice-fields';
import { resolveImages } from './resolve-images';
import { logger } from '../lib/logger';
import { mailer } from '../lib/mail/mailer-from-env';
import { notifyBackInStock } from '../newsletter';

/**
 * Read fresh (not the catalogue's kept list), so a collection she has just created is there. Hidden
 * collections count: a piece may be filed in one before she shows it.
 */
async function assertCategory(categoryId: number, collectionIds: readonly number[] = []): Promise<void> {
  const categories = await queryCategories();
  if (!categories.some((c) => c.id === categoryId)) {
    throw invalid('Invalid body', [{ path: 'categoryId', message: 'Choose a category' }]);
  }
  const missing = collectionIds.filter((id) => !categories.some((c) => c.id === id));
  if (missing.length) {
    throw invalid('Invalid body', [{ path: 'collectionIds', message: `No collection has the id ${missing.join(', ')}: choose among the shop's collections` }]);
  }
}

/**
 * The collections the piece is saved in, the main one first (decision 0105): those sent, or, when the editor
 * sent none, the extra ones saved before (an older editor never drops them).
 */
const collectionsFor = (input: ProductInputParsed, previous?: Pick<ProductFields, 'categoryId' | 'collectionIds'>) =>
  collectionsOfPiece(input.categoryId, input.collectionIds ?? (previous ? extraCollectionsOf(previous) : []));

type KeptFields = Pick<ProductFields, 'soldCount' | 'createdAt' | 'translations' | 'frDraft'> &
  Partial<Pick<ProductFields, 'categoryId' | 'collectionIds'>>;

function toFields(id: number, input: ProductInputParsed, images: ProductImage[], base: KeptFields, now: string): ProductFields {
  return {
    id,
    name: input.name,
    description: input.description,
    priceCents: decimalStringToCents(input.price),
    imageUrl: imageFallbackUrl(images[0]!),
    imageUrls: images.map((i) => imageFallbackUrl(i)),
    images,
    categoryId: input.categoryId,
    collectionIds: collectionsFor(input, base.categoryId === undefined ? undefined : { categoryId: base.categoryId, collectionIds: base.collectionIds }),
    materials: input.materials,
    gemstones: input.gemstones,
    weightGrams: decimalStringToCents(input.weight) / 100,
    sku: input.sku,
    stockQuantity: input.stockQuantity,
    careInstructions: input.careInstructions,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    ...(input.etsyLink ? { etsyLink: input.etsyLink } : {}),
    ...toChoiceFields(input),
    soldCount: base.soldCount,
    // The French (approved and draft) has its own routes; an English edit keeps it.
    ...(base.translations ? { translations: base.translations } : {}),
    ...(base.frDraft ? { frDraft: base.frDraft } : {}),
    createdAt: base.createdAt,
    updatedAt: now,
  };
}

export async function listProductsForAdmin(): Promise<AdminProduct[]> {
  return (await listAllProducts()).map(toAdminProduct);
}

export async function getProductForAdmin(id: number): Promise<AdminProduct> {
  const item = await getProduct(id);
  if (!item) throw notFound('Product');
  return toAdminProduct(item);
}

export async function createProduct(admin: AdminIdentity, input: ProductInputParsed): Promise<AdminProduct> {
  await assertCategory(input.categoryId, input.collectionIds);
  const images = await resolveImages(input.images);
  const now = new Date().toISOString();
  const id = await nextId('product');
  const item = await insertProduct(
    toFields(id, input, images, { soldCount: 0, createdAt: now }, now),
    auditPut(admin, {
      action: 'product.create',
      target: `product ${id}`,
      detail: `${input.sku} ${input.name}`,
      summary: `Added ${input.name} at ${dollars(input.price)} (${input.stockQuantity} in stock)`,
    }),
  );
  return toAdminProduct(item);
}

function describeChanges(before: AdminProduct, input: ProductInputParsed): string {
  const changes: string[] = [];
  if (before.stockQuantity !== input.stockQuantity) changes.push(`stock ${before.stockQuantity} -> ${input.stockQuantity}`);
  if (before.price !== input.price) changes.push(`price ${before.price} -> ${input.price}`);
  if (before.isActive !== input.isActive) changes.push(input.isActive ? 'restored' : 'archived');
  if (before.isFeatured !== input.isFeatured) changes.push(input.isFeatured ? 'featured' : 'unfeatured');
  if (before.sku !== input.sku) changes.push(`sku ${before.sku} -> ${input.sku}`);
  return changes.join(', ') || 'details edited';
}

const dollars = (price: string) => formatCad(decimalStringToCents(price));

/** The same changes as sentences she would say ("Changed price of Amethyst Point Pendant from $68 to $72"). */
export function summariseChanges(before: AdminProduct, input: ProductInputParsed): string {
  const name = input.name;
  const said: string[] = [];
  if (before.name !== input.name) said.push(`Renamed ${before.name} to ${name}`);
  if (before.price !== input.price) said.push(`Changed price of ${name} from ${dollars(before.price)} to ${dollars(input.price)}`);
  if (before.stockQuantity !== input.stockQuantity) said.push(`Changed stock of ${name} from ${before.stockQuantity} to ${input.stockQuantity}`);
  if (before.isActive !== input.isActive) said.push(input.isActive ? `Put ${name} back in the shop` : `Took ${name} out of the shop`);
  if (before.isFeatured !== input.isFeatured) said.push(input.isFeatured ? `Featured ${name} on the home page` : `Took ${name} off the home page`);
  if (before.sku !== input.sku) said.push(`Changed the SKU of ${name} from ${before.sku} to ${input.sku}`);
  return said.join('. ') || `Edited the details of ${name}`;
}

/** Every count a save could write: the piece's own, each value's own, a made-to-order piece's open units. */
const countsOf = (p: Pick<ProductFields, 'stockQuantity' | 'options' | 'madeToOrder'>) =>
  JSON.stringify([
    p.stockQuantity,
    (p.options ?? []).map((o) => [o.name, o.values.map((v) => [v.value, v.stockQuantity ?? null])]),
    p.madeToOrder?.openUnits ?? null,
  ]);

export const SOLD_WHILE_EDITING = 'This piece sold while you were editing: here is today’s stock';

export async function updateProduct(admin: AdminIdentity, id: number, input: ProductInputParsed): Promise<AdminProduct> {
  const previous = await getProduct(id);
  if (!previous) throw notFound('Product');
  await assertCategory(input.categoryId, input.collectionIds);
  const images = await resolveImages(input.images);
  const now = new Date().toISOString();
  const fields = toFields(id, input, images, previous, now > previous.updatedAt ? now : new Date(Date.parse(previous.updatedAt) + 1).toISOString());
  // Stock is never written from a stale form (decision 0092): the form loaded an older version (a sale,
  // a release or another save moved the piece on since) and would write counts other than today's.
  if (input.updatedAt && input.updatedAt !== previous.updatedAt && countsOf(fields) !== countsOf(previous)) {
    throw new AppError('CONFLICT', SOLD_WHILE_EDITING, undefined, undefined, { current: toAdminProduct(previous) });
  }
  const action = previous.isActive && !input.isActive ? 'product.archive' : 'product.update';
  const item = await replaceProduct(
    previous,
    fields,
    auditPut(admin, {
      action,
      target: `product ${id}`,
      detail: describeChanges(toAdminProduct(previous), input),
      summary: summariseChanges(toAdminProduct(previous), input),
    }),
  );
  // Units back (the piece, or a value of it, by the one availability rule): the shoppers waiting for what
  // came back get their one notice, no more than the units back. A mail failure never fails the save.
  if (item.isActive) {
    await notifyBackInStock(previous, item, mailer).catch((error: unknown) => logger.warn('Back-in-stock notices failed', { error: error as Error }));
  }
  return toAdminProduct(item);
}
