import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@crystal/shared/schemas/category';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { toCategoryItem, type CategoryItem } from './category-item';

export async function listCategories(): Promise<Category[]> {
  const items = await queryAll<CategoryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': 'CATEGORIES', ':sk': 'CATEGORY#' },
  });
  return items.map(({ id, name, slug, description, imageUrl }) => ({ id, name, slug, description, imageUrl }));
}

export async function putCategory(category: Category): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: toCategoryItem(category) }));
}
