import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '@crystal/shared/schemas/category';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { byMenuOrder, toCategoryItem, type CategoryItem, type StoredCategory } from './category-item';
import { catalogueReads, forgetCatalogueReads } from './catalogue-cache-repository';

/** The categories straight from the table (one Query), hidden ones included, in the Shop menu's order. */
export async function queryCategories(): Promise<StoredCategory[]> {
  const items = await queryAll<CategoryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': 'CATEGORIES', ':sk': 'CATEGORY#' },
  });
  return items.sort(byMenuOrder).map(({ id, name, slug, description, imageUrl, image, translations, position, hidden, pieceOrder }) => ({
    id,
    name,
    slug,
    description,
    imageUrl,
    ...(image ? { image } : {}),
    ...(translations?.fr ? { translations: { fr: translations.fr } } : {}),
    ...(position !== undefined ? { position } : {}),
    ...(hidden ? { hidden: true } : {}),
    ...(pieceOrder?.length ? { pieceOrder } : {}),
  }));
}

/**
 * Every collection, hidden ones included (a piece in a hidden collection still names it). Categories
 * change only through the seed and the admin: each function keeps the list for a few seconds
 * (catalogue-cache-repository.ts), concurrent requests share one Query, and an empty or failed answer is not kept.
 */
export async function listCategories(): Promise<StoredCategory[]> {
  const list = await catalogueReads.read('categories', queryCategories, (l) => l.length > 0);
  return list.map((c) => ({ ...c }));
}

/**
 * The collections shoppers are shown (GET /api/categories, the sitemap, the guide's list), in her order,
 * without the hidden ones, as the public Category shape.
 */
export async function listShownCategories(): Promise<Category[]> {
  return (await listCategories()).filter((c) => !c.hidden).map(({ position: _position, hidden: _hidden, pieceOrder: _pieceOrder, ...c }) => c);
}

export async function putCategory(category: StoredCategory): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: toCategoryItem(category) }));
  forgetCatalogueReads();
}
