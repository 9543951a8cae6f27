import { collectionNameKey, slugFromName, slugRefusal } from '@crystal/shared/collection-slug';
import {
  COLLECTION_MESSAGES,
  MAX_COLLECTIONS,
  type CollectionCreateParsed,
  type CollectionOrder,
  type CollectionUpdateParsed,
} from '@crystal/shared/schemas/collection-input';
import type { AdminCategory } from '@crystal/shared/schemas/translation';
import { byMenuOrder, categoryKey, type CategoryItem } from '../catalog';
import { nextId } from '../lib/db/next-id';
import { conflict, invalid, notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import { auditPut } from '../audit-log';
import { countPiecesIn, deleteCollectionItem, getCollectionItem, insertCollection, replaceCollection, writeCollectionOrder } from './collection-repository';
import { listCategoriesForAdmin } from './french-service';
import { listCategoryItems } from './french-repository';
import { listAllProducts } from './admin-product-repository';
import { dropCollectionWrites, extraHoldersOf, refuseTooManyExtraHolders } from './collection-pieces-service';

/**
 * Collections she manages (docs/decisions/0046-collections-she-manages.md): every change is one
 * transaction with its audit entry, read fresh from the table (never the catalogue's kept reads).
 */

const adminView = async (id: number): Promise<AdminCategory> => (await listCategoriesForAdmin()).find((c) => c.id === id)!;

function refuseDuplicate(items: CategoryItem[], name: string, slug: string | undefined, self?: number): void {
  const others = items.filter((c) => c.id !== self);
  const sameName = others.find((c) => collectionNameKey(c.name) === collectionNameKey(name));
  if (sameName) throw conflict(`A collection named ${sameName.name} already exists`);
  const sameSlug = slug === undefined ? undefined : others.find((c) => c.slug === slug);
  if (sameSlug) throw conflict(`The address /products/${slug} is already used by the ${sameSlug.name} collection`);
}

const frenchOf = (input: CollectionCreateParsed | CollectionUpdateParsed) => input.translations?.fr;

export async function createCollection(admin: AdminIdentity, input: CollectionCreateParsed): Promise<AdminCategory> {
  const slug = input.slug ?? slugFromName(input.name);
  if (!slug) throw invalid('Invalid body', [{ path: 'slug', message: COLLECTION_MESSAGES.slug }]);
  // However the address was made, typed or from the name ("Featured", "2025"): never one the shop owns.
  const refusal = slugRefusal(slug);
  if (refusal) throw invalid('Invalid body', [{ path: input.slug === undefined ? 'name' : 'slug', message: refusal }]);
  const items = await listCategoryItems();
  if (items.length >= MAX_COLLECTIONS) throw conflict(`The shop holds at most ${MAX_COLLECTIONS} collections`);
  refuseDuplicate(items, input.name, slug);
  // Ids come from the counter; a table seeded before it existed has collections 1..n, so never reuse one.
  let id = await nextId('category');
  while (items.some((c) => c.id === id)) id = await nextId('category');
  const fr = frenchOf(input);
  const item: CategoryItem = {
    ...categoryKey(id),
    type: 'category',
    id,
    name: input.name,
    slug,
    description: input.description,
    imageUrl: '',
    position: Math.max(0, ...items.map((c) => c.position ?? c.id)) + 1,
    ...(input.hidden ? { hidden: true } : {}),
    ...(fr ? { translations: { fr } } : {}),
  };
  await insertCollection(
    item,
    auditPut(admin, {
      action: 'category.create',
      target: `category ${id}`,
      detail: `${slug} ${input.name}`,
      summary: `Created the ${input.name} collection at /products/${slug}${input.hidden ? ' (hidden)' : ''}`,
    }),
  );
  return adminView(id);
}

function describeEdit(before: CategoryItem, input: CollectionUpdateParsed): string {
  const said: string[] = [];
  if (before.name !== input.name) said.push(`Renamed the ${before.name} collection to ${input.name}`);
  if (before.description !== input.description) said.push(`Described the ${input.name} collection`);
  if (Boolean(before.hidden) !== input.hidden) said.push(input.hidden ? `Hid the ${input.name} collection` : `Showed the ${input.name} collection`);
  const fr = frenchOf(input);
  if (fr && JSON.stringify(fr) !== JSON.stringify(before.translations?.fr)) said.push(`Set the French of the ${input.name} collection (${fr.name})`);
  return said.join('. ') || `Saved the ${input.name} collection unchanged`;
}

export async function updateCollection(admin: AdminIdentity, id: number, input: CollectionUpdateParsed): Promise<AdminCategory> {
  const items = await listCategoryItems();
  const before = items.find((c) => c.id === id);
  if (!before) throw notFound('Category');
  if (input.slug !== undefined && input.slug !== before.slug) {
    throw invalid('Invalid body', [{ path: 'slug', message: `A collection's address never changes once shoppers have it: it stays /products/${before.slug}` }]);
  }
  refuseDuplicate(items, input.name, undefined, id);
  const { hidden: _hidden, ...kept } = before;
  const fr = frenchOf(input) ?? before.translations?.fr;
  const next: CategoryItem = {
    ...kept,
    name: input.name,
    description: input.description,
    ...(input.hidden ? { hidden: true } : {}),
    ...(fr ? { translations: { fr } } : {}),
  };
  await replaceCollection(
    before,
    next,
    auditPut(admin, { action: 'category.update', target: `category ${id}`, detail: input.name, summary: describeEdit(before, input) }),
  );
  return adminView(id);
}

export async function reorderCollections(admin: AdminIdentity, order: CollectionOrder): Promise<AdminCategory[]> {
  const items = (await listCategoryItems()).sort(byMenuOrder);
  const known = new Set(items.map((c) => c.id));
  if (order.ids.length !== items.length || order.ids.some((id) => !known.has(id))) {
    throw invalid('Invalid body', [{ path: 'ids', message: COLLECTION_MESSAGES.order }]);
  }
  const names = new Map(items.map((c) => [c.id, c.name]));
  await writeCollectionOrder(
    order.ids,
    auditPut(admin, {
      action: 'category.reorder',
      target: 'categories',
      detail: order.ids.join(','),
      summary: `Put the collections in this order: ${order.ids.map((id) => names.get(id)).join(', ')}`,
    }),
  );
  return listCategoriesForAdmin();
}

/**
 * A piece saved into a collection this recently may not show in its count yet: the index follows the table
 * within a second or so. Short, so a delete right after she moved the last piece out still goes through.
 */
const JUST_FILLED_MS = 2_000;

export async function deleteCollection(admin: AdminIdentity, id: number, now = Date.now()): Promise<void> {
  // Read as stored now: the delete below is conditional on no piece being saved into it after this read.
  const item = await getCollectionItem(id);
  if (!item) throw notFound('Category');
  const { active, archived } = await countPiecesIn(id);
  if (active + archived > 0) {
    const held = [active ? `${active} in the shop` : '', archived ? `${archived} archived` : ''].filter(Boolean).join(' and ');
    throw conflict(
      `The ${item.name} collection still holds ${active + archived} ${active + archived === 1 ? 'piece' : 'pieces'} (${held}). Move ${active + archived === 1 ? 'it' : 'them'} to another collection first.`,
    );
  }
  if (item.piecesTouchedAt && now - Date.parse(item.piecesTouchedAt) < JUST_FILLED_MS) {
    throw conflict(`A piece was just saved into the ${item.name} collection: try again in a moment.`);
  }
  // A piece holding it only as an extra collection just loses it, in the delete's own transaction (decision 0105).
  const pieces = await listAllProducts();
  refuseTooManyExtraHolders(pieces, id, item.name);
  const extras = extraHoldersOf(pieces, id);
  await deleteCollectionItem(
    item,
    auditPut(admin, {
      action: 'category.delete',
      target: `category ${id}`,
      detail: `${item.slug} ${item.name}`,
      summary: extras.length
        ? `Deleted the ${item.name} collection (${extras.map((p) => p.name).join(', ')} no longer in it)`
        : `Deleted the empty ${item.name} collection`,
    }),
    dropCollectionWrites(pieces, id, new Date().toISOString()),
  );
}
