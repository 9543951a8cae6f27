import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@crystal/shared/schemas/category';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { toCategoryItem, type CategoryItem } from './category-item';
import { catalogueReads, forgetCatalogueReads } from './catalogue-cache-repository';

/** The categories straight from the table (one Query); the public reads go through listCategories. */
export async function queryCategories(): Promise<Category[]> {
  const items = await queryAll<CategoryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': 'CATEGORIES', ':sk': 'CATEGORY#' },
  });
  return items.map(({ id, name, slug, description, imageUrl, image, translations }) => ({
    id,
    name,
    slug,
    description,
    imageUrl,
    ...(image ? { image } : {}),
    ...(translations?.fr ? { translations: { fr: translations.fr } } : {}),
  }));
}

/**
 * Categories change only through the seed and the admin: each function keeps the list for a few seconds
 * (catalogue-cache-repository.ts), concurrent requests share one Query, and an empty or failed answer is not kept.
 */
export async function listCategories(): Promise<Category[]> {
  const list = await catalogueReads.read('categories', queryCategories, (l) => l.length > 0);
  return list.map((c) => ({ ...c }));
}

export async function putCategory(category: Category): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: toCategoryItem(category) }));
  forgetCatalogueReads();
}
