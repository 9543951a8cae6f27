import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { forgetCatalogueReads } from './catalogue-cache-repository';
import { productKey, toProductItem, type ProductFields, type ProductItem } from './product-item';

export async function getProduct(id: number): Promise<ProductItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: productKey(id) }));
  return out.Item as ProductItem | undefined;
}

/** The products of the given ids, keyed by id (one BatchGetItem per 100 ids, unprocessed keys retried). */
export async function getProductsByIds(ids: number[]): Promise<Map<number, ProductItem>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, ProductItem>();
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map(productKey);
    for (let attempt = 0; keys?.length && attempt < 5; attempt++) {
      const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      for (const item of (out.Responses?.[tableName] ?? []) as ProductItem[]) found.set(item.id, item);
      keys = out.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

export function listActiveProducts(): Promise<ProductItem[]> {
  return queryAll<ProductItem>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
  });
}

export function listFeaturedProducts(): Promise<ProductItem[]> {
  return queryAll<ProductItem>({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': 'FEATURED' },
  });
}

export async function putProduct(fields: ProductFields): Promise<ProductItem> {
  const item = toProductItem(fields);
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
  forgetCatalogueReads();
  return item;
}
