import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@crystal/shared/schemas/category';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { toCategoryItem, type CategoryItem } from './category-item';

/**
 * Categories change only through the seed and the admin, and catalogue answers are already cached for
 * 30 s by CloudFront (PUBLIC_CACHE): each Lambda keeps the list for a minute instead of querying it on
 * every request. Concurrent cold requests share one Query; an empty or failed answer is not kept.
 */
const CATEGORY_CACHE_MS = 60_000;
let cached: { at: number; list: Promise<Category[]> } | undefined;

async function queryCategories(): Promise<Category[]> {
  const items = await queryAll<CategoryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': 'CATEGORIES', ':sk': 'CATEGORY#' },
  });
  return items.map(({ id, name, slug, description, imageUrl }) => ({ id, name, slug, description, imageUrl }));
}

export async function listCategories(): Promise<Category[]> {
  const now = Date.now();
  if (!cached || now - cached.at >= CATEGORY_CACHE_MS) {
    const entry = { at: now, list: queryCategories() };
    cached = entry;
    entry.list.then(
      (list) => {
        if (!list.length && cached === entry) cached = undefined;
      },
      () => {
        if (cached === entry) cached = undefined;
      },
    );
  }
  return (await cached.list).map((c) => ({ ...c }));
}

export async function putCategory(category: Category): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: toCategoryItem(category) }));
  cached = undefined;
}
