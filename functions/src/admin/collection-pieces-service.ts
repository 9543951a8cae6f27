import { extraCollectionsOf } from '@crystal/shared/collections/collections-of-piece';
import { pieceInCollection } from '@crystal/shared/collections/piece-in-collection';
import {
  COLLECTION_PIECES_MESSAGES,
  MAX_PIECES_CHANGED,
  MAX_PIECES_IN_COLLECTION,
  type CollectionPieces,
} from '@crystal/shared/schemas/collection-pieces';
import type { AdminCategory } from '@crystal/shared/schemas/translation';
import type { ProductItem } from '../catalog';
import { conflict, invalid, notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import { listAllProducts } from './admin-product-repository';
import { auditPut } from '../audit-log';
import { getCollectionItem, pieceCollectionsWrite, writeCollectionPieces } from './collection-repository';
import { listCategoriesForAdmin } from './french-service';

/**
 * The pieces of a collection, set from its screen (docs/decisions/0105-a-piece-in-many-collections.md): the
 * ordered list she sends is the collection's order; a piece listed gains the collection, a piece left out loses
 * it, and a piece whose main collection it is stays in it whatever. One transaction, with its audit entry.
 */

/** The pieces holding the collection only as an extra one (not their main collection). */
export const extraHoldersOf = (pieces: readonly ProductItem[], id: number) =>
  pieces.filter((p) => p.categoryId !== id && pieceInCollection(p, id));

const withoutCollection = (p: ProductItem, id: number) => [p.categoryId, ...extraCollectionsOf(p).filter((c) => c !== id)];

/** The writes that take a collection out of every piece holding it as an extra (its delete does them). */
export function dropCollectionWrites(pieces: readonly ProductItem[], id: number, now: string) {
  return extraHoldersOf(pieces, id).map((p) => pieceCollectionsWrite(p, withoutCollection(p, id), now));
}

export async function setCollectionPieces(admin: AdminIdentity, id: number, input: CollectionPieces): Promise<AdminCategory> {
  const collection = await getCollectionItem(id);
  if (!collection) throw notFound('Category');
  const pieces = await listAllProducts();
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const unknown = input.productIds.filter((pid) => !byId.has(pid));
  if (unknown.length) {
    throw invalid('Invalid body', [{ path: 'productIds', message: `No piece has the id ${unknown.join(', ')}` }]);
  }
  const listed = new Set(input.productIds);
  const mains = pieces.filter((p) => p.categoryId === id);
  const held = new Set([...listed, ...mains.map((p) => p.id)]);
  if (held.size > MAX_PIECES_IN_COLLECTION) {
    throw invalid('Invalid body', [{ path: 'productIds', message: COLLECTION_PIECES_MESSAGES.tooMany }]);
  }
  const gaining = input.productIds.map((pid) => byId.get(pid)!).filter((p) => !pieceInCollection(p, id));
  const losing = extraHoldersOf(pieces, id).filter((p) => !listed.has(p.id));
  if (gaining.length + losing.length > MAX_PIECES_CHANGED) {
    throw invalid('Invalid body', [{ path: 'productIds', message: COLLECTION_PIECES_MESSAGES.tooManyChanged }]);
  }
  const now = new Date().toISOString();
  const writes = [
    ...gaining.map((p) => pieceCollectionsWrite(p, [p.categoryId, ...extraCollectionsOf(p), id], now)),
    ...losing.map((p) => pieceCollectionsWrite(p, withoutCollection(p, id), now)),
  ];
  const said = [
    gaining.length ? `Added ${gaining.map((p) => p.name).join(', ')} to the ${collection.name} collection` : '',
    losing.length ? `Took ${losing.map((p) => p.name).join(', ')} out of the ${collection.name} collection` : '',
  ].filter(Boolean);
  await writeCollectionPieces(
    id,
    input.productIds,
    writes,
    auditPut(admin, {
      action: 'category.pieces',
      target: `category ${id}`,
      detail: input.productIds.join(','),
      summary: [...said, `Put the pieces of the ${collection.name} collection in her order`].join('. '),
    }),
  );
  return (await listCategoriesForAdmin()).find((c) => c.id === id)!;
}

/** A collection held as an extra by more pieces than one transaction can rewrite cannot be deleted at once. */
export function refuseTooManyExtraHolders(pieces: readonly ProductItem[], id: number, name: string): void {
  const count = extraHoldersOf(pieces, id).length;
  if (count > MAX_PIECES_CHANGED) {
    throw conflict(`The ${name} collection holds ${count} pieces as an extra collection: take some out from its screen first (at most ${MAX_PIECES_CHANGED} at a time).`);
  }
}
