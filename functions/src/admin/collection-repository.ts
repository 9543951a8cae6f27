import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { collectionNameKey } from '@crystal/shared/collection-slug';
import { db, tableName } from '../lib/db/client';
import { failedIndexes } from '../lib/db/failed-indexes';
import { countAll } from '../lib/db/query-all';
import { conflict } from '../lib/errors';
import { categoryKey, productKey, type CategoryItem, type ProductItem } from '../catalog';
import { archivedInCategoryPk } from '../catalog';
import { forgetCatalogueReads } from '../catalog';
import { nameClaimItem, nameClaimKey, slugClaimItem, slugClaimKey } from './collection-claims';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What each failed condition means, by the transaction item's index. */
type Meanings = Record<number, () => Error>;

async function transact(items: TransactItem[], meanings: Meanings): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    forgetCatalogueReads();
  } catch (e) {
    if (e instanceof TransactionCanceledException) {
      const failed = failedIndexes(e);
      const known = failed.map((i) => meanings[i]).find(Boolean);
      if (known) throw known();
      if (failed.length) throw conflict('The collections changed while you were editing them. Reload and try again.');
    }
    throw e;
  }
}

const nameTaken = (name: string) => () => conflict(`A collection named ${name} already exists`);
const slugTaken = (slug: string) => () => conflict(`The address /products/${slug} is already used by another collection`);
const changed = () => conflict('The collection changed while you were editing it. Reload and try again.');

/** Creates the collection and claims its slug and name, with the audit entry, in one transaction. */
export async function insertCollection(item: CategoryItem, audit: TransactItem): Promise<void> {
  await transact(
    [
      { Put: { TableName: tableName, Item: slugClaimItem(item.slug, item.id), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName, Item: nameClaimItem(item.name, item.id), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      audit,
    ],
    { 0: slugTaken(item.slug), 1: nameTaken(item.name), 2: changed },
  );
}

/**
 * Replaces a collection (name, description, French, hidden), conditional on the name and description read,
 * so two edits at once make a 409 instead of a lost one. A new name moves its claim; the slug stays.
 */
export async function replaceCollection(previous: CategoryItem, next: CategoryItem, audit: TransactItem): Promise<void> {
  const renamed = collectionNameKey(previous.name) !== collectionNameKey(next.name);
  const mine = { ':id': next.id };
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: next,
        ConditionExpression: '#name = :name AND description = :description',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': previous.name, ':description': previous.description },
      },
    },
    audit,
    {
      // Claims the new name, or (re)claims the unchanged one (collections stored before claims existed).
      Put: {
        TableName: tableName,
        Item: nameClaimItem(next.name, next.id),
        ConditionExpression: 'attribute_not_exists(pk) OR categoryId = :id',
        ExpressionAttributeValues: mine,
      },
    },
  ];
  if (renamed) {
    items.push({
      Delete: { TableName: tableName, Key: nameClaimKey(previous.name), ConditionExpression: 'attribute_not_exists(pk) OR categoryId = :id', ExpressionAttributeValues: mine },
    });
  }
  await transact(items, { 0: changed, 2: nameTaken(next.name) });
}

/** Sets every collection's menu position at once (1 first), each conditional on the collection existing. */
export async function writeCollectionOrder(ids: readonly number[], audit: TransactItem): Promise<void> {
  await transact(
    [
      ...ids.map(
        (id, index): TransactItem => ({
          Update: {
            TableName: tableName,
            Key: categoryKey(id),
            UpdateExpression: 'SET #position = :position',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#position': 'position' },
            ExpressionAttributeValues: { ':position': index + 1 },
          },
        }),
      ),
      audit,
    ],
    {},
  );
}

/** How many pieces a collection holds, in the shop and archived (two Queries of gsi1, counts only). */
export async function countPiecesIn(categoryId: number): Promise<{ active: number; archived: number }> {
  const count = (pk: string) =>
    countAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
  const [active, archived] = await Promise.all([count(`CATEGORY#${categoryId}`), count(archivedInCategoryPk(categoryId))]);
  return { active, archived };
}

/** A collection as stored now (read consistently), with the mark of the last save of a piece into it. */
export async function getCollectionItem(id: number): Promise<(CategoryItem & { piecesTouchedAt?: string }) | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: categoryKey(id), ConsistentRead: true }));
  return out.Item as (CategoryItem & { piecesTouchedAt?: string }) | undefined;
}

/**
 * Deletes an empty collection and frees its slug and name, with the audit entry, in one transaction,
 * only while no piece was saved into it since it was read (`piecesTouchedAt`, which every product save
 * into it moves on in the save's own transaction).
 */
export async function deleteCollectionItem(
  item: CategoryItem & { piecesTouchedAt?: string },
  audit: TransactItem,
  pieceWrites: readonly TransactItem[] = [],
): Promise<void> {
  const mine = { ':id': item.id };
  const untouched = item.piecesTouchedAt
    ? { expression: 'piecesTouchedAt = :touched', values: { ':touched': item.piecesTouchedAt } }
    : { expression: 'attribute_not_exists(piecesTouchedAt)', values: {} };
  await transact(
    [
      {
        Delete: {
          TableName: tableName,
          Key: categoryKey(item.id),
          ConditionExpression: `#name = :name AND ${untouched.expression}`,
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': item.name, ...untouched.values },
        },
      },
      { Delete: { TableName: tableName, Key: slugClaimKey(item.slug), ConditionExpression: 'attribute_not_exists(pk) OR categoryId = :id', ExpressionAttributeValues: mine } },
      { Delete: { TableName: tableName, Key: nameClaimKey(item.name), ConditionExpression: 'attribute_not_exists(pk) OR categoryId = :id', ExpressionAttributeValues: mine } },
      audit,
      // The pieces that held it as an extra collection lose it in the same transaction (decision 0105).
      ...pieceWrites,
    ],
    { 0: () => conflict('A piece was just saved into this collection, or it changed: reload and try again.') },
  );
}

/**
 * A piece's collections rewritten (decision 0105), conditional on the version read (`updatedAt`, which it moves
 * on), so a sale or an editor's save in between makes the whole change a 409, never a lost write.
 */
export function pieceCollectionsWrite(piece: Pick<ProductItem, 'id' | 'updatedAt'>, collectionIds: readonly number[], now: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: productKey(piece.id),
      UpdateExpression: 'SET collectionIds = :ids, updatedAt = :now',
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':ids': [...collectionIds], ':now': now, ':seen': piece.updatedAt },
    },
  };
}

/**
 * Sets the pieces of a collection in one transaction: its order (on the collection, conditional on it still
 * existing), each piece that gains or loses it, and the audit entry.
 */
export async function writeCollectionPieces(id: number, pieceOrder: readonly number[], pieceWrites: readonly TransactItem[], audit: TransactItem): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: categoryKey(id),
          // Marked as just filled: a delete that read the pieces before this save is refused (it would miss them).
          UpdateExpression: 'SET pieceOrder = :order, piecesTouchedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':order': [...pieceOrder], ':now': new Date().toISOString() },
        },
      },
      audit,
      ...pieceWrites,
    ],
    { 0: () => conflict('This collection was just deleted: reload the collections.') },
  );
}
