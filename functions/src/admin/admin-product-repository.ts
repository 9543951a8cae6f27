import { BatchGetCommand, GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../lib/db/client';
import { conflict, invalid } from '../lib/errors';
import { categoryKey, productKey, toProductItem, forgetCatalogueReads, type ProductFields, type ProductItem } from '../catalog';
import { skuClaimItem, skuClaimKey } from './sku-claim';
import { extraCollectionsOf } from '@crystal/shared/collections/collections-of-piece';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** How many product ids the counter has handed out: every product, active or archived, has one of them. */
export async function productCount(): Promise<number> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'COUNTER', sk: 'product' } }));
  return Number(out.Item?.value ?? 0);
}

/** Every product including archived ones: BatchGetItem over ids 1..counter (100 keys a call, no Scan). */
export async function listAllProducts(): Promise<ProductItem[]> {
  const count = await productCount();
  const items: ProductItem[] = [];
  for (let start = 1; start <= count; start += 100) {
    let keys: Record<string, unknown>[] | undefined = Array.from(
      { length: Math.min(100, count - start + 1) },
      (_, i) => productKey(start + i),
    );
    while (keys?.length) {
      const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      items.push(...((out.Responses?.[tableName] ?? []) as ProductItem[]));
      keys = out.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return items.sort((a, b) => a.id - b.id);
}

/**
 * Every product write: the catalogue reads this function keeps are forgotten once it lands. The piece's
 * collection must still exist when it lands (the last item checks it), so a collection deleted in the same
 * instant never leaves a piece without one.
 */
async function transact(writes: TransactItem[], skuIndex: number, sku: string, categoryId: number, extraCollections: readonly number[] = []): Promise<void> {
  // Its other collections must exist too (decision 0105), and are marked like the main one: one deleted in the
  // same instant is a 400, never a piece left naming it.
  const extrasFrom = writes.length;
  // The collection must exist, and is marked as just filled, in the same transaction: its delete is
  // conditional on that mark, so a save into it and its delete are never both done (issue 44).
  const items: TransactItem[] = [
    ...writes,
    ...extraCollections.map(
      (id): TransactItem => ({
        // Marked as just filled too: a delete that read its pieces before this save is refused, never leaving
        // the piece naming a collection that is gone.
        Update: {
          TableName: tableName,
          Key: categoryKey(id),
          UpdateExpression: 'SET piecesTouchedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': new Date().toISOString() },
        },
      }),
    ),
    {
      Update: {
        TableName: tableName,
        Key: categoryKey(categoryId),
        UpdateExpression: 'SET piecesTouchedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      },
    },
  ];
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    forgetCatalogueReads();
  } catch (e) {
    if (e instanceof TransactionCanceledException) {
      const reasons = e.CancellationReasons ?? [];
      if (reasons[skuIndex]?.Code === 'ConditionalCheckFailed') throw conflict(`SKU ${sku} is already used by another product`);
      if (reasons.slice(extrasFrom, extrasFrom + extraCollections.length).some((r) => r.Code === 'ConditionalCheckFailed')) {
        throw invalid('Invalid body', [{ path: 'collectionIds', message: 'One of those collections no longer exists. Reload and choose again.' }]);
      }
      if (reasons[items.length - 1]?.Code === 'ConditionalCheckFailed') {
        throw invalid('Invalid body', [{ path: 'categoryId', message: 'That collection no longer exists. Choose another.' }]);
      }
      if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) {
        // A sale or release between the read and this write moved the piece on (its updatedAt): never overwrite it.
        throw conflict('This piece sold while you were editing: reload to see today’s stock, then save again.');
      }
    }
    throw e;
  }
}

/** Creates the product and claims its SKU in one transaction (with the audit entry). */
export async function insertProduct(fields: ProductFields, audit: TransactItem): Promise<ProductItem> {
  const item = toProductItem(fields);
  await transact(
    [
      {
        Put: {
          TableName: tableName,
          Item: skuClaimItem(fields.sku, fields.id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      audit,
    ],
    0,
    fields.sku,
    fields.categoryId,
    extraCollectionsOf(fields),
  );
  return item;
}

/**
 * Replaces a product. The write is conditional on the version read (updatedAt and stock), so an order
 * reserving stock in between makes this a 409 instead of a lost update. A changed SKU moves its claim.
 */
export async function replaceProduct(previous: ProductItem, fields: ProductFields, audit: TransactItem): Promise<ProductItem> {
  const item = toProductItem(fields);
  const skuChanged = previous.sku.toUpperCase() !== fields.sku.toUpperCase();
  const items: TransactItem[] = [
    {
      // Claims the new SKU, or (re)claims the unchanged one (products seeded before claims existed).
      Put: {
        TableName: tableName,
        Item: skuClaimItem(fields.sku, fields.id),
        ConditionExpression: 'attribute_not_exists(pk) OR productId = :id',
        ExpressionAttributeValues: { ':id': fields.id },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: item,
        ConditionExpression: 'updatedAt = :updatedAt AND stockQuantity = :stock',
        ExpressionAttributeValues: { ':updatedAt': previous.updatedAt, ':stock': previous.stockQuantity },
      },
    },
    audit,
  ];
  if (skuChanged) {
    items.push({
      Delete: {
        TableName: tableName,
        Key: skuClaimKey(previous.sku),
        ConditionExpression: 'attribute_not_exists(pk) OR productId = :id',
        ExpressionAttributeValues: { ':id': fields.id },
      },
    });
  }
  await transact(items, 0, fields.sku, fields.categoryId, extraCollectionsOf(fields));
  return item;
}
